import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { roleSeenBy, serviceClient, serviceKeyOf } from '../support/service-key';
import type { SharedBackend } from '../support/shared';

const EDITOR = { email: 'editor-admin-api@example.com', password: 'editor-password-1' };

/** The auth admin API (service key only), the service key's secrecy, rpc, and roles that follow at once. */
export function staffAdminSuite(shared: SharedBackend): void {
  describe('staff administration', () => {
    let backend: RunningBackend;
    let service: SupabaseClient;

    beforeAll(() => {
      backend = shared.get();
      service = serviceClient(backend);
    });

    const adminApi = (token: string | undefined, path = 'users', init: RequestInit = {}) =>
      fetch(`${backend.url}/auth/v1/admin/${path}`, {
        ...init,
        headers: {
          apikey: backend.anonKey,
          'content-type': 'application/json',
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
      });

    it('keeps the service key for operators: never in /config.json nor in a page', async () => {
      const key = serviceKeyOf(backend);
      expect(key.split('.')).toHaveLength(3);
      // Beside the JWT secret, readable by its owner only.
      expect(statSync(join(backend.dataDir, 'service-role-key')).mode & 0o777).toBe(0o600);
      // The log says where it is, never what it is.
      expect(backend.logs()).toContain('Made the service key in');
      expect(backend.logs()).not.toContain(key);
      const config = await (await fetch(`${backend.url}/config.json`)).text();
      expect(config).toContain(backend.anonKey);
      expect(config).not.toContain(key);
      const page = await (await fetch(`${backend.url}/`)).text();
      expect(page).not.toContain(key);
    });

    it('refuses the admin API to no token, the anon key, a signed-in user and an admin', async () => {
      const admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      const adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
      const member = client(backend.url, backend.anonKey);
      await member.auth.signUp({ email: 'not-staff-admin-api@example.com', password: 'member-password-1' });
      // A sign-up answers no session: the new user signs in.
      await member.auth.signInWithPassword({
        email: 'not-staff-admin-api@example.com',
        password: 'member-password-1',
      });
      const memberToken = (await member.auth.getSession()).data.session?.access_token ?? '';
      expect(memberToken).not.toBe('');

      expect((await adminApi(undefined)).status).toBe(401);
      for (const token of [backend.anonKey, memberToken, adminToken]) {
        const list = await adminApi(token);
        expect(list.status).toBe(403);
        expect(((await list.json()) as { code: string }).code).toBe('not_admin');
        const create = await adminApi(token, 'users', {
          method: 'POST',
          body: JSON.stringify({
            email: 'sneaky@example.com',
            password: 'sneaky-password',
            app_metadata: { role: 'admin' },
          }),
        });
        expect(create.status).toBe(403);
      }
      // Through supabase-js as a signed-in admin would try it from a browser.
      const refused = await admin.auth.admin.listUsers();
      expect(refused.error?.status).toBe(403);
      expect(
        (await service.auth.admin.listUsers({ perPage: 1000 })).data.users.map((u) => u.email),
      ).not.toContain('sneaky@example.com');
    });

    it('creates, lists by page, gets, updates and deletes users with the service key, as supabase-js calls it', async () => {
      const created = await service.auth.admin.createUser({
        email: EDITOR.email,
        password: EDITOR.password,
        email_confirm: true,
        app_metadata: { role: 'editor' },
      });
      expect(created.error).toBeNull();
      const id = created.data.user?.id ?? '';
      expect(created.data.user?.app_metadata.role).toBe('editor');

      const again = await service.auth.admin.createUser({ email: EDITOR.email, password: EDITOR.password });
      expect(again.error?.status).toBe(422);

      const firstPage = await service.auth.admin.listUsers({ page: 1, perPage: 1 });
      if (firstPage.error) throw firstPage.error;
      expect(firstPage.data.users).toHaveLength(1);
      expect('total' in firstPage.data && firstPage.data.total).toBeGreaterThanOrEqual(2);
      expect('nextPage' in firstPage.data && firstPage.data.nextPage).toBe(2);
      const everyone = await service.auth.admin.listUsers({ perPage: 1000 });
      expect(everyone.data.users.map((user) => user.email)).toContain(EDITOR.email);

      expect((await service.auth.admin.getUserById(id)).data.user?.email).toBe(EDITOR.email);
      const updated = await service.auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } });
      expect(updated.data.user?.app_metadata).toMatchObject({ role: 'admin', provider: 'email' });
      await service.auth.admin.updateUserById(id, { app_metadata: { role: 'editor' } });

      const editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      expect(await roleSeenBy(editor)).toBe('editor');

      const throwaway = await service.auth.admin.createUser({
        email: 'throwaway@example.com',
        password: 'throwaway-pass-1',
      });
      const gone = await service.auth.admin.deleteUser(throwaway.data.user?.id ?? '');
      expect(gone.error).toBeNull();
      expect((await service.auth.admin.getUserById(throwaway.data.user?.id ?? '')).error?.status).toBe(404);
    });

    it("answers malformed admin requests with GoTrue's errors, and changes nothing", async () => {
      const key = serviceKeyOf(backend);
      const before = (await service.auth.admin.listUsers({ perPage: 1000 })).data.users.length;
      const post = (body: string) => adminApi(key, 'users', { method: 'POST', body });
      const answers = [
        [await post('{"email": '), 400, 'bad_json'],
        [
          await post(JSON.stringify({ email: 'not an address', password: 'long-enough-1' })),
          400,
          'validation_failed',
        ],
        [await post(JSON.stringify({ email: 'weak@example.com', password: 'short' })), 422, 'weak_password'],
        [
          await post(JSON.stringify({ email: 'meta@example.com', app_metadata: 'admin' })),
          400,
          'validation_failed',
        ],
        [await adminApi(key, 'users?per_page=lots'), 400, 'validation_failed'],
        [await adminApi(key, 'users?page=0'), 400, 'validation_failed'],
        [await adminApi(key, 'users/not-a-uuid'), 404, 'user_not_found'],
        [
          await adminApi(key, 'users/00000000-0000-4000-8000-000000000000', { method: 'DELETE' }),
          404,
          'user_not_found',
        ],
        [
          await adminApi(key, 'users/00000000-0000-4000-8000-000000000000', { method: 'PUT', body: '{}' }),
          404,
          'user_not_found',
        ],
      ] as const;
      for (const [response, status, code] of answers) {
        expect({ status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual(
          {
            status,
            code,
          },
        );
      }
      expect((await service.auth.admin.listUsers({ perPage: 1000 })).data.users.length).toBe(before);
    });

    it('makes a role change count at once for the tokens already issued, and a removal end them', async () => {
      const editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      const session = (await editor.auth.getSession()).data.session;
      expect(await roleSeenBy(editor)).toBe('editor');
      const id = session?.user.id ?? '';

      await service.auth.admin.updateUserById(id, { app_metadata: { role: null } });
      expect(await roleSeenBy(editor)).toBeNull();
      await service.auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } });
      expect(await roleSeenBy(editor)).toBe('admin');

      // The removal ends the user's sessions: their tokens are refused as an invalid JWT is.
      await service.auth.admin.deleteUser(id);
      const afterRemoval = await editor.rpc('staff_role');
      expect(afterRemoval.status).toBe(401);
      expect(afterRemoval.error?.code).toBe('PGRST301');
      const refreshed = await client(backend.url, backend.anonKey).auth.refreshSession({
        refresh_token: session?.refresh_token ?? '',
      });
      expect(refreshed.error).not.toBeNull();
    });

    it('calls public functions through rpc as the caller, and says when there is none', async () => {
      const anon = client(backend.url, backend.anonKey);
      expect((await anon.rpc('is_staff')).data).toBe(false);
      const admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      expect((await admin.rpc('is_admin')).data).toBe(true);
      const missing = await anon.rpc('no_such_function', { x: 1 });
      expect(missing.error?.code).toBe('PGRST202');
      const wrongArguments = await anon.rpc('is_staff', { unexpected: 1 });
      expect(wrongArguments.error?.code).toBe('PGRST202');
      // Only the public schema's functions, and never a trigger function.
      expect(
        (await anon.rpc('set_config', { setting_name: 'role', new_value: 'service_role', is_local: true }))
          .error?.code,
      ).toBe('PGRST202');
      expect((await admin.rpc('notify_content_changed')).error?.code).toBe('PGRST202');
    });
  });
}
