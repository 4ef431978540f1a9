import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import type { SharedBackend } from '../support/shared';

/** The PostgREST and GoTrue details supabase-js relies on, beyond the specification's own calls. */
export function protocolSuite(shared: SharedBackend): void {
  describe('protocol details', () => {
    let backend: RunningBackend;
    let anon: SupabaseClient;
    let secret: Uint8Array;

    beforeAll(async () => {
      backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      secret = new TextEncoder().encode(readFileSync(join(backend.dataDir, 'jwt-secret'), 'utf8').trim());
    });

    describe('reads', () => {
      it('count=exact with a range: the total, and 206 for a partial page', async () => {
        const { data, count, status } = await anon
          .from('news')
          .select('id', { count: 'exact' })
          .order('id')
          .range(0, 1);
        expect(data).toEqual([{ id: 1 }, { id: 2 }]);
        expect(count).toBe(3);
        expect(status).toBe(206);
      });

      it('HEAD with count returns the count and no rows', async () => {
        const { data, count, error } = await anon.from('news').select('*', { count: 'exact', head: true });
        expect(error).toBeNull();
        expect(data).toBeNull();
        expect(count).toBe(3);
      });

      it('the Range header pages like limit and offset', async () => {
        const response = await fetch(`${backend.url}/rest/v1/news?select=id&order=id`, {
          headers: { apikey: backend.anonKey, Range: '1-2' },
        });
        expect(await response.json()).toEqual([{ id: 2 }, { id: 3 }]);
        expect(response.headers.get('content-range')).toBe('1-2/*');
      });

      it('an offset past the end with a count is 416', async () => {
        const { error, status } = await anon.from('news').select('id', { count: 'exact' }).range(10, 12);
        expect(status).toBe(416);
        expect(error?.code).toBe('PGRST103');
      });

      it('comparison filters: eq, neq, gt, gte, lt, lte, like, ilike, in, is, not, or, match', async () => {
        const ids = async (query: PromiseLike<{ data: { id: number }[] | null }>) =>
          ((await query).data ?? []).map((row) => row.id);
        const news = () => anon.from('news').select('id').order('id');
        expect(await ids(news().eq('id', 2))).toEqual([2]);
        expect(await ids(news().neq('id', 2))).toEqual([1, 3]);
        expect(await ids(news().gt('id', 1))).toEqual([2, 3]);
        expect(await ids(news().gte('id', 2))).toEqual([2, 3]);
        expect(await ids(news().lt('id', 2))).toEqual([1]);
        expect(await ids(news().lte('id', 2))).toEqual([1, 2]);
        expect(await ids(news().like('title', '%생산라인%'))).toEqual([2]);
        expect(await ids(news().ilike('content', '%<H2>%'))).toEqual([2]);
        expect(await ids(news().in('id', [1, 3]))).toEqual([1, 3]);
        expect(await ids(news().in('title', ['두 번째 소식: 신규 생산라인 가동', 'a,b "c"']))).toEqual([2]);
        expect(await ids(news().not('id', 'in', '(1,2)'))).toEqual([3]);
        expect(await ids(news().or('id.eq.1,title.like.*인증*'))).toEqual([1, 3]);
        expect(await ids(news().or('and(id.gt.1,id.lt.3),id.eq.3'))).toEqual([2, 3]);
        expect(await ids(news().match({ id: 3 }))).toEqual([3]);
        expect(
          await ids(anon.from('shareholders').select('id').order('id').not('meeting_date', 'is', null)),
        ).toEqual([1, 2]);
        expect(await ids(anon.from('shareholders').select('id').is('meeting_date', null))).toEqual([]);
      });

      it('order with nulls placement and several keys; aliases in select', async () => {
        const { data } = await anon
          .from('shareholders')
          .select('when:meeting_date,id')
          .order('meeting_date', { ascending: false, nullsFirst: false })
          .order('id');
        expect(data).toEqual([
          { when: '2026-03-27', id: 2 },
          { when: '2025-03-28', id: 1 },
        ]);
      });

      it('maybeSingle: null for no row, the row for one, PGRST116 for many', async () => {
        expect(await anon.from('news').select('id').eq('id', 42).maybeSingle()).toMatchObject({
          data: null,
          error: null,
        });
        expect((await anon.from('news').select('id').eq('id', 1).maybeSingle()).data).toEqual({ id: 1 });
        const many = await anon.from('news').select('id').maybeSingle();
        expect(many.error?.code).toBe('PGRST116');
      });

      it('unknown tables and columns are 4xx in PostgREST shape', async () => {
        const table = await anon.from('nope').select('*');
        expect(table.status).toBe(404);
        expect(table.error?.code).toBe('PGRST205');
        const column = await anon.from('news').select('id, secret');
        expect(column.status).toBe(400);
        expect(column.error?.code).toBe('42703');
        const filter = await anon.from('news').select('id').eq('secret', 1);
        expect(filter.error?.code).toBe('42703');
        const order = await anon.from('news').select('id').order('secret');
        expect(order.error?.code).toBe('42703');
      });
    });

    describe('writes', () => {
      let admin: SupabaseClient;
      beforeAll(async () => {
        admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      });

      it('insert without select: 201 and no body; return=minimal', async () => {
        const { data, error, status } = await admin
          .from('announcement')
          .insert({ title: '공고', content: '<p>x</p>' });
        expect(error).toBeNull();
        expect(status).toBe(201);
        expect(data).toBeNull();
      });

      it('bulk insert with columns, and a returned array', async () => {
        const { data, error } = await admin
          .from('youtube')
          .insert([
            { title: '하나', video_id: 'AAAAAAAAAAA' },
            { title: '둘', video_id: 'BBBBBBBBBBB' },
          ])
          .select('title');
        expect(error).toBeNull();
        expect(data).toEqual([{ title: '하나' }, { title: '둘' }]);
      });

      it('an unknown column in a body is PGRST204', async () => {
        const { error, status } = await admin.from('news').update({ nope: 1 }).eq('id', 1);
        expect(status).toBe(400);
        expect(error?.code).toBe('PGRST204');
      });

      it('single() on an update that matches no row is 406 and changes nothing', async () => {
        const { error, status } = await admin
          .from('news')
          .update({ title: '없음' })
          .eq('id', 9999)
          .select()
          .single();
        expect(status).toBe(406);
        expect(error?.code).toBe('PGRST116');
      });

      it('single() on an update matching several rows is 406 and rolls back', async () => {
        const before = (await anon.from('news').select('title').order('id')).data;
        // Rows at one version, so that the update itself is allowed (each must send its version + 1).
        const { status } = await admin
          .from('news')
          .update({ title: '전부', version: 2 })
          .gt('id', 0)
          .eq('version', 1)
          .select()
          .single();
        expect(status).toBe(406);
        expect((await anon.from('news').select('title').order('id')).data).toEqual(before);
      });

      it('an identity id cannot be written', async () => {
        const { error, status } = await admin
          .from('news')
          .insert({ id: 77, title: 't', content: '<p>x</p>', thumbnail: '/t.png' });
        expect(status).toBe(400);
        expect(error?.code).toBe('428C9');
      });
    });

    describe('auth', () => {
      it('refresh tokens rotate: the new pair works, the old one only answers the current one', async () => {
        const auth = client(backend.url, backend.anonKey).auth;
        const first = await auth.signInWithPassword({ email: ADMIN.email, password: ADMIN.password });
        const oldRefresh = first.data.session?.refresh_token as string;
        const refreshed = await auth.refreshSession();
        expect(refreshed.error).toBeNull();
        expect(refreshed.data.session?.refresh_token).not.toBe(oldRefresh);
        const reuse = await client(backend.url, backend.anonKey).auth.refreshSession({
          refresh_token: oldRefresh,
        });
        // Within GoTrue's reuse interval (two tabs refreshing at once) the spent token answers the current
        // one; used after it, it ends the session (suites/sessions.ts).
        expect(reuse.error).toBeNull();
        expect(reuse.data.session?.refresh_token).toBe(refreshed.data.session?.refresh_token);
        const unknown = await client(backend.url, backend.anonKey).auth.refreshSession({
          refresh_token: 'x'.repeat(20),
        });
        expect(unknown.error?.code).toBe('refresh_token_not_found');
      });

      it('getUser, then sign-out ends the session', async () => {
        const supabase = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
        const token = (await supabase.auth.getSession()).data.session?.access_token as string;
        const user = await supabase.auth.getUser();
        expect(user.data.user?.email).toBe(ADMIN.email);
        expect((await supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
        const after = await fetch(`${backend.url}/auth/v1/user`, {
          headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` },
        });
        expect(after.status).toBe(403);
        expect(((await after.json()) as { code: string }).code).toBe('session_not_found');
        // supabase-js reads that code as "the session is gone".
        const viaClient = await client(backend.url, backend.anonKey).auth.getUser(token);
        expect(viaClient.error?.name).toBe('AuthSessionMissingError');
      });

      it('/user without a user token: no_authorization and bad_jwt', async () => {
        const none = await fetch(`${backend.url}/auth/v1/user`);
        expect(none.status).toBe(401);
        expect(await none.json()).toEqual({ code: 'no_authorization', message: expect.any(String) });
        const anonKey = await fetch(`${backend.url}/auth/v1/user`, {
          headers: { Authorization: `Bearer ${backend.anonKey}` },
        });
        expect(anonKey.status).toBe(403);
        expect(anonKey.headers.get('x-supabase-api-version')).toBe('2024-01-01');
        expect(((await anonKey.json()) as { code: string }).code).toBe('bad_jwt');
      });

      it('failed sign-ins per email are limited: 429 over_request_rate_limit, even with the right password', async () => {
        const auth = client(backend.url, backend.anonKey).auth;
        const email = 'limited@example.com';
        expect((await auth.signUp({ email, password: 'limited-password' })).error).toBeNull();
        for (let attempt = 0; attempt < 5; attempt++) {
          const wrong = await auth.signInWithPassword({ email, password: `wrong-${attempt}` });
          expect(wrong.error?.code).toBe('invalid_credentials');
        }
        const limited = await auth.signInWithPassword({ email, password: 'limited-password' });
        expect(limited.error?.status).toBe(429);
        expect(limited.error?.code).toBe('over_request_rate_limit');
      });

      it('tokens: expired is PGRST303, a forged signature PGRST301, an unknown role is refused', async () => {
        const now = Math.floor(Date.now() / 1000);
        const expired = await new SignJWT({
          role: 'authenticated',
          sub: '00000000-0000-0000-0000-000000000000',
        })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(now - 7200)
          .setExpirationTime(now - 3600)
          .sign(secret);
        const forged = await new SignJWT({ role: 'authenticated', app_metadata: { role: 'admin' } })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('someone-elses-secret-that-is-long-enough'));
        const superuser = await new SignJWT({ role: 'postgres' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret);
        const call = (token: string) =>
          fetch(`${backend.url}/rest/v1/news?select=id`, {
            headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` },
          });
        const expiredResponse = await call(expired);
        expect(expiredResponse.status).toBe(401);
        expect(((await expiredResponse.json()) as { code: string }).code).toBe('PGRST303');
        const forgedResponse = await call(forged);
        expect(forgedResponse.status).toBe(401);
        expect(((await forgedResponse.json()) as { code: string }).code).toBe('PGRST301');
        expect((await call(superuser)).status).toBe(401);
      });
    });
  });
}
