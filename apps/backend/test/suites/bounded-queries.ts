import { beforeAll, describe, expect, it } from 'vitest';
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
  });
}
