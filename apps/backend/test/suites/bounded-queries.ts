import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client } from '../support/clients';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

/**
 * The pattern that held PGlite for 5–23 s while obeying every rule on a pattern's text (100 characters,
 * groups 2 deep, repetitions up to {10}): no rule on the text bounds Postgres's regex engine.
 */
export const RULE_ABIDING_FREEZE = `${String.raw`((\w{0,10}\W{0,10}\d{0,10}){0,10}){0,10}`}\u0001`;
const single = `select=id&content=match.${encodeURIComponent(RULE_ABIDING_FREEZE)}`;
const tenInOneOr = `select=id&or=(${Array.from({ length: 10 }, (_, i) => `${i % 2 ? 'title' : 'content'}.${i % 3 ? 'imatch' : 'match'}.${encodeURIComponent(RULE_ABIDING_FREEZE)}`).join(',')})`;

async function accessToken(backend: RunningBackend, email: string, password: string): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** `/healthz`'s answer time, in milliseconds. */
async function healthTime(backend: RunningBackend): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${backend.url}/healthz`);
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/** No request holds the database for long, whatever its role: regular expressions are not served. */
export function boundedQueriesSuite(shared: SharedBackend): void {
  describe('bounded queries for every role', () => {
    let backend: RunningBackend;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      backend = shared.get();
      // A user who signed up (sign-up is open on this server), an editor and the admin.
      const email = `regex-${Date.now()}@example.com`;
      const password = 'a-long-enough-password';
      const signUp = await client(backend.url, backend.anonKey).auth.signUp({ email, password });
      expect(signUp.error).toBeNull();
      tokens['a signed-up user'] = await accessToken(backend, email, password);
      tokens['an editor'] = await accessToken(backend, EDITOR.email, EDITOR.password);
      tokens['the admin'] = await accessToken(backend, ADMIN.email, ADMIN.password);
      tokens.anon = backend.anonKey;
    });

    it.each(['anon', 'a signed-up user', 'an editor', 'the admin'])(
      'refuses match and imatch to %s at once, alone or ten in one or, as a clear 400',
      async (who) => {
        for (const query of [single, tenInOneOr]) {
          for (const table of ['news', 'announcement']) {
            const started = performance.now();
            const response = await fetch(`${backend.url}/rest/v1/${table}?${query}`, {
              headers: { apikey: backend.anonKey, Authorization: `Bearer ${tokens[who]}` },
            });
            const body = (await response.json()) as { code: string; message: string; hint: string };
            expect(response.status).toBe(400);
            expect(body.code).toBe('PGRST100');
            expect(body.message).toMatch(/"(match|imatch)" \(regular expressions\) is not available/);
            expect(body.hint).toBe('Use like or ilike');
            expect(performance.now() - started).toBeLessThan(1000);
          }
        }
      },
    );

    it('answers /healthz within 100 ms while every role sends them, twenty at a time', async () => {
      const flood = Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const token = Object.values(tokens)[i % 4] ?? backend.anonKey;
          return fetch(`${backend.url}/rest/v1/news?${i % 2 ? single : tenInOneOr}`, {
            headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` },
          }).then((response) => response.status);
        }),
      );
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push(await healthTime(backend));
      expect((await flood).every((status) => status === 400)).toBe(true);
      expect(Math.min(...times)).toBeLessThan(100);
      times.sort((a, b) => a - b);
      expect(times[2]).toBeLessThan(100);
    });

    it('still serves like and ilike', async () => {
      const response = await fetch(`${backend.url}/rest/v1/news?select=id&title=ilike.*a*`, {
        headers: { apikey: backend.anonKey },
      });
      expect(response.status).toBe(200);
    });

    describe('at most 1,000 rows per answer (REST_MAX_ROWS), as PostgREST answers with db-max-rows', () => {
      // 1,001 small videos, told apart from every other row by the start of their title.
      const marker = `max-rows-${Date.now()}`;
      const mine = `youtube?select=id&title=like.${marker}*`;
      const asAdmin = () => ({ apikey: backend.anonKey, Authorization: `Bearer ${tokens['the admin']}` });
      const send = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
        fetch(`${backend.url}/rest/v1/${path}`, {
          method: init.method ?? 'GET',
          headers: { apikey: backend.anonKey, ...init.headers },
        });
      const rowsOf = async (response: Response): Promise<number> =>
        ((await response.json()) as unknown[]).length;

      beforeAll(async () => {
        // In inserts of 250 rows: each statement stays far inside the staff's 2 s statement timeout on a busy
        // machine (the search index and the audit log write beside every row).
        for (let from = 0; from < 1001; from += 250) {
          const to = Math.min(from + 250, 1001);
          const rows = Array.from({ length: to - from }, (_, i) => ({
            title: `${marker}-${from + i}`,
            video_id: 'abcdefghijk',
          }));
          const response = await fetch(`${backend.url}/rest/v1/youtube`, {
            method: 'POST',
            headers: { ...asAdmin(), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
            body: JSON.stringify(rows),
          });
          expect(response.status).toBe(201);
        }
      });

      afterAll(async () => {
        const response = await fetch(`${backend.url}/rest/v1/youtube?title=like.${marker}*`, {
          method: 'DELETE',
          headers: asAdmin(),
        });
        expect(response.status).toBe(204);
      });

      it.each(['anon', 'the admin'])('answers %s 1,000 rows without a limit or above it', async (who) => {
        const headers = { Authorization: `Bearer ${tokens[who]}` };
        for (const path of [mine, `${mine}&limit=5000`, `${mine}&order=id.desc&limit=1001`]) {
          const plain = await send(path, { headers });
          expect(plain.status, path).toBe(200);
          expect(plain.headers.get('content-range'), path).toBe('0-999/*');
          expect(await rowsOf(plain), path).toBe(1000);

          const counted = await send(path, { headers: { ...headers, Prefer: 'count=exact' } });
          expect(counted.status, path).toBe(206);
          expect(counted.headers.get('content-range'), path).toBe('0-999/1001');
          expect(await rowsOf(counted), path).toBe(1000);
        }
        const ranged = await send(mine, { headers: { ...headers, Range: '0-4999' } });
        expect(ranged.headers.get('content-range')).toBe('0-999/*');
        expect(await rowsOf(ranged)).toBe(1000);
        const rest = await send(`${mine}&offset=1000&limit=5000`, { headers });
        expect(rest.headers.get('content-range')).toBe('1000-1000/*');
        expect(await rowsOf(rest)).toBe(1);
        const withinLimit = await send(`${mine}&limit=10`, {
          headers: { ...headers, Prefer: 'count=exact' },
        });
        expect(withinLimit.headers.get('content-range')).toBe('0-9/1001');
        expect(await rowsOf(withinLimit)).toBe(10);
      });

      it('answers a HEAD with the range and the count, and no body', async () => {
        const counted = await send(mine, { method: 'HEAD', headers: { Prefer: 'count=exact' } });
        expect(counted.status).toBe(206);
        expect(counted.headers.get('content-range')).toBe('0-999/1001');
        expect(await counted.text()).toBe('');
        const tail = await send(`${mine}&offset=995`, { method: 'HEAD', headers: { Prefer: 'count=exact' } });
        expect(tail.status).toBe(206);
        expect(tail.headers.get('content-range')).toBe('995-1000/1001');
        const uncounted = await send(mine, { method: 'HEAD' });
        expect(uncounted.status).toBe(200);
        expect(uncounted.headers.get('content-range')).toBe('0-999/*');
        expect(await uncounted.text()).toBe('');
        // A HEAD answers the status its GET would, a bad column included.
        const unknown = await send('youtube?select=secret', { method: 'HEAD' });
        expect(unknown.status).toBe(400);
      });

      it('answers a page past the end empty, or 416 with a count', async () => {
        const empty = await send(`${mine}&offset=5000&limit=10`);
        expect(empty.status).toBe(200);
        expect(empty.headers.get('content-range')).toBe('*/*');
        expect(await empty.json()).toEqual([]);

        const counted = await send(`${mine}&offset=5000&limit=10`, { headers: { Prefer: 'count=exact' } });
        expect(counted.status).toBe(416);
        expect(((await counted.json()) as { code: string }).code).toBe('PGRST103');

        const head = await send(`${mine}&offset=5000&limit=10`, {
          method: 'HEAD',
          headers: { Prefer: 'count=exact' },
        });
        expect(head.status).toBe(416);
        expect(await head.text()).toBe('');
      });
    });
  });
}
