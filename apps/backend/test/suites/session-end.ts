import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../support/backend';
import { withAccessToken } from '../support/clients';
import { PNG } from '../support/images';
import { serviceClient } from '../support/service-key';
import { AUTH_SUITE_ENV, authPost, clientFrom, getUser, type RestartableBackend } from './auth-server';

const REUSE_INTERVAL_MS = Number(AUTH_SUITE_ENV.AUTH_REFRESH_REUSE_INTERVAL_SECONDS) * 1000;
const PASSWORD = 'session-end-password-1';

interface Session {
  access_token: string;
  refresh_token: string;
}

/** What one access token may still do: write and read as staff, upload, call rpc. */
export interface TokenReach {
  insert: number;
  select: number;
  upload: boolean;
  rpc: number;
}

export const LIVE_ADMIN: TokenReach = { insert: 201, select: 200, upload: true, rpc: 200 };
/** An ended session's token gets what an invalid JWT gets: 401 from REST and rpc, storage refuses. */
export const ENDED: TokenReach = { insert: 401, select: 401, upload: false, rpc: 401 };

let probes = 0;

/** Tries an access token against REST (an insert and a select as staff), storage and rpc. */
export async function reachOf(backend: RunningBackend, accessToken: string): Promise<TokenReach> {
  const supabase: SupabaseClient = withAccessToken(backend.url, backend.anonKey, accessToken);
  probes += 1;
  const insert = await supabase
    .from('news')
    .insert({ title: `session-end probe ${probes}`, content: '<p>probe</p>', thumbnail: '/p.png' });
  const select = await supabase.from('news').select('id').limit(1);
  const upload = await supabase.storage
    .from('news-images')
    .upload(`news/session-end-${probes}-${Date.now()}.png`, PNG, { contentType: 'image/png' });
  const rpc = await supabase.rpc('staff_role');
  return { insert: insert.status, select: select.status, upload: upload.error === null, rpc: rpc.status };
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * A token dies with its session: after a logout (each scope), a password change, a reused refresh token or
 * the user's removal, the session's access tokens are refused by REST, storage and rpc at once, while the
 * tokens of sessions still alive keep working. And refresh tokens are kept as hashes only.
 */
export function sessionEndSuite(server: RestartableBackend): void {
  describe('a token dies with its session', () => {
    let backend: RunningBackend;
    let accounts = 0;

    beforeAll(() => {
      backend = server.get();
    });

    /** A new admin (through the admin API) and `count` sessions of it, each from its own client. */
    async function adminSessions(count: number) {
      accounts += 1;
      const email = `session-end-${accounts}@example.com`;
      const created = await serviceClient(backend).auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        app_metadata: { role: 'admin' },
      });
      expect(created.error).toBeNull();
      const id = created.data.user?.id ?? '';
      const sessions: { client: SupabaseClient; token: string; refresh: string }[] = [];
      for (let index = 0; index < count; index++) {
        const client = clientFrom(backend, `198.51.100.${100 + index}`);
        const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
        expect(error).toBeNull();
        sessions.push({
          client,
          token: data.session?.access_token ?? '',
          refresh: data.session?.refresh_token ?? '',
        });
      }
      // Every token works (and each server has now seen its session alive) before the session ends.
      for (const session of sessions) expect(await reachOf(backend, session.token)).toEqual(LIVE_ADMIN);
      return { id, email, sessions };
    }

    it('a global logout ends every session of the user', async () => {
      const { sessions } = await adminSessions(2);
      const [here, there] = sessions;
      if (!here || !there) throw new Error('two sessions expected');
      expect((await here.client.auth.signOut({ scope: 'global' })).error).toBeNull();
      expect(await reachOf(backend, here.token)).toEqual(ENDED);
      expect(await reachOf(backend, there.token)).toEqual(ENDED);
    });

    it('a local logout ends that session only', async () => {
      const { sessions } = await adminSessions(2);
      const [here, there] = sessions;
      if (!here || !there) throw new Error('two sessions expected');
      expect((await here.client.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect(await reachOf(backend, here.token)).toEqual(ENDED);
      expect(await reachOf(backend, there.token)).toEqual(LIVE_ADMIN);
    });

    it('a logout of the others keeps the current session', async () => {
      const { sessions } = await adminSessions(2);
      const [here, there] = sessions;
      if (!here || !there) throw new Error('two sessions expected');
      expect((await here.client.auth.signOut({ scope: 'others' })).error).toBeNull();
      expect(await reachOf(backend, here.token)).toEqual(LIVE_ADMIN);
      expect(await reachOf(backend, there.token)).toEqual(ENDED);
    });

    it('a password change ends the other sessions, not the one that changed it', async () => {
      const { sessions } = await adminSessions(2);
      const [here, there] = sessions;
      if (!here || !there) throw new Error('two sessions expected');
      expect((await here.client.auth.updateUser({ password: 'session-end-password-2' })).error).toBeNull();
      expect(await reachOf(backend, here.token)).toEqual(LIVE_ADMIN);
      expect(await reachOf(backend, there.token)).toEqual(ENDED);
    });

    it('a reused refresh token ends its session, with the access tokens of the whole chain', async () => {
      const { sessions } = await adminSessions(2);
      const [stolen, other] = sessions;
      if (!stolen || !other) throw new Error('two sessions expected');
      const rotated = await authPost(backend, 'token?grant_type=refresh_token', {
        refresh_token: stolen.refresh,
      });
      expect(rotated.status).toBe(200);
      const child = rotated.body as unknown as Session;
      expect(await reachOf(backend, child.access_token)).toEqual(LIVE_ADMIN);
      await new Promise((wake) => setTimeout(wake, REUSE_INTERVAL_MS + 500));
      const reuse = await authPost(backend, 'token?grant_type=refresh_token', {
        refresh_token: stolen.refresh,
      });
      expect(reuse.body.code).toBe('refresh_token_already_used');
      expect(await reachOf(backend, stolen.token)).toEqual(ENDED);
      expect(await reachOf(backend, child.access_token)).toEqual(ENDED);
      expect(await reachOf(backend, other.token)).toEqual(LIVE_ADMIN);
    });

    it('removing the user through the admin API ends their sessions', async () => {
      const { id, sessions } = await adminSessions(1);
      const [only] = sessions;
      if (!only) throw new Error('a session expected');
      const bystander = await adminSessions(1);
      expect((await serviceClient(backend).auth.admin.deleteUser(id)).error).toBeNull();
      expect(await reachOf(backend, only.token)).toEqual(ENDED);
      const user = await getUser(backend, only.token);
      expect(user.status).toBe(403);
      expect(user.body.code).toBe('user_not_found');
      const [kept] = bystander.sessions;
      expect(await reachOf(backend, kept?.token ?? '')).toEqual(LIVE_ADMIN);
    });

    it('an ended session’s token gets the answer of an invalid JWT from REST, and GoTrue’s from /user', async () => {
      const { sessions } = await adminSessions(1);
      const [only] = sessions;
      if (!only) throw new Error('a session expected');
      expect((await only.client.auth.signOut({ scope: 'local' })).error).toBeNull();
      const rest = await fetch(`${backend.url}/rest/v1/news?select=id&limit=1`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${only.token}` },
      });
      expect(rest.status).toBe(401);
      expect(await rest.json()).toMatchObject({ code: 'PGRST301', message: expect.any(String) });
      const user = await getUser(backend, only.token);
      expect(user.status).toBe(403);
      expect(user.body.code).toBe('session_not_found');
      // The anon key and the service key have no session and stay valid.
      const anon = await fetch(`${backend.url}/rest/v1/news?select=id&limit=1`, {
        headers: { apikey: backend.anonKey },
      });
      expect(anon.status).toBe(200);
      expect((await serviceClient(backend).from('news').select('id').limit(1)).status).toBe(200);
    });
  });

  describe('refresh tokens are kept as hashes', () => {
    it('no row or database file holds a refresh token a client has; refresh still rotates', async () => {
      let backend = server.get();
      const email = 'hashed-refresh@example.com';
      const created = await serviceClient(backend).auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      });
      expect(created.error).toBeNull();
      const signedIn = await authPost(
        backend,
        'token?grant_type=password',
        { email, password: PASSWORD },
        { 'X-Forwarded-For': '198.51.100.150' },
      );
      expect(signedIn.status).toBe(200);
      const first = signedIn.body as unknown as Session;
      const rotated = await authPost(backend, 'token?grant_type=refresh_token', {
        refresh_token: first.refresh_token,
      });
      expect(rotated.status).toBe(200);
      const second = rotated.body as unknown as Session;
      const held = [first.refresh_token, second.refresh_token];

      const databaseUrl = server.databaseUrl();
      if (databaseUrl !== undefined) {
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          const { rows } = await db.query<{ token: string; parent: string | null }>(
            'select token, parent from auth.refresh_tokens',
          );
          const stored = rows.flatMap((row) => [row.token, row.parent ?? '']).join('\n');
          for (const token of held) {
            expect(stored).not.toContain(token);
            expect(stored).toContain(sha256(token));
          }
        } finally {
          await db.end();
        }
      } else {
        // PGlite: every byte of its files, the write-ahead log included, once the server has stopped.
        await server.stop();
        const pgdata = join(backend.dataDir, 'pgdata');
        let hashes = 0;
        for (const file of filesUnder(pgdata)) {
          const bytes = readFileSync(file);
          for (const token of held) {
            expect(bytes.includes(Buffer.from(token)), `${file} holds a refresh token`).toBe(false);
            if (bytes.includes(Buffer.from(sha256(token)))) hashes += 1;
          }
        }
        // The files are read for what they hold: the hashes are there.
        expect(hashes).toBeGreaterThan(0);
        backend = await server.restart();
      }

      // The current token is found by its hash and rotates; the spent one is refused after the grace period.
      const again = await authPost(backend, 'token?grant_type=refresh_token', {
        refresh_token: second.refresh_token,
      });
      expect(again.status).toBe(200);
      await new Promise((wake) => setTimeout(wake, REUSE_INTERVAL_MS + 500));
      const reuse = await authPost(backend, 'token?grant_type=refresh_token', {
        refresh_token: first.refresh_token,
      });
      expect(reuse.status).toBe(400);
      expect(reuse.body.code).toBe('refresh_token_already_used');
    });
  });
}
