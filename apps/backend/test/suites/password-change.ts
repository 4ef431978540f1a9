import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../support/backend';
import { clientFrom, getUser, type RestartableBackend, signUp } from './auth-server';

const ADDRESS = '198.51.100.50';
const OLD_PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';

/** `PUT /auth/v1/user` with a password, as supabase-js `auth.updateUser({ password })` sends it. */
export function passwordChangeSuite(server: RestartableBackend): void {
  describe('password change', () => {
    let backend: RunningBackend;
    const email = 'changer@example.com';
    beforeAll(async () => {
      backend = server.get();
      await signUp(backend, email, OLD_PASSWORD);
    });

    it('refuses weak and unchanged passwords, then changes it and ends the other sessions', async () => {
      const here = clientFrom(backend, ADDRESS);
      const elsewhere = clientFrom(backend, '198.51.100.51');
      expect((await here.auth.signInWithPassword({ email, password: OLD_PASSWORD })).error).toBeNull();
      expect((await elsewhere.auth.signInWithPassword({ email, password: OLD_PASSWORD })).error).toBeNull();
      const elsewhereSession = (await elsewhere.auth.getSession()).data.session;
      if (!elsewhereSession) throw new Error('no session elsewhere');

      const weak = await here.auth.updateUser({ password: 'short' });
      expect(weak.error?.status).toBe(422);
      expect(weak.error?.code).toBe('weak_password');
      expect(weak.error?.name).toBe('AuthWeakPasswordError');
      const same = await here.auth.updateUser({ password: OLD_PASSWORD });
      expect(same.error?.status).toBe(422);
      expect(same.error?.code).toBe('same_password');

      const changed = await here.auth.updateUser({ password: NEW_PASSWORD, data: { name: 'Changer' } });
      expect(changed.error).toBeNull();
      expect(changed.data.user?.email).toBe(email);
      expect(changed.data.user?.user_metadata).toEqual({ name: 'Changer' });

      // The session that changed it goes on; the other one is over, its refresh token with it.
      expect((await here.auth.getUser()).error).toBeNull();
      expect((await here.auth.refreshSession()).error).toBeNull();
      const refreshElsewhere = await elsewhere.auth.refreshSession();
      expect(refreshElsewhere.error?.status).toBe(400);
      const user = await getUser(backend, elsewhereSession.access_token);
      expect(user.status).toBe(403);
      expect(user.body.code).toBe('session_not_found');

      const old = await clientFrom(backend, ADDRESS).auth.signInWithPassword({
        email,
        password: OLD_PASSWORD,
      });
      expect(old.error?.code).toBe('invalid_credentials');
      const fresh = await clientFrom(backend, ADDRESS).auth.signInWithPassword({
        email,
        password: NEW_PASSWORD,
      });
      expect(fresh.error).toBeNull();
      expect(fresh.data.user?.user_metadata).toEqual({ name: 'Changer' });
    });

    it('needs a session, and never takes app_metadata from the user', async () => {
      const none = await fetch(`${backend.url}/auth/v1/user`, {
        method: 'PUT',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: 'a-new-password-3' }),
      });
      expect(none.status).toBe(401);
      expect(((await none.json()) as { code: string }).code).toBe('no_authorization');

      const here = clientFrom(backend, ADDRESS);
      expect((await here.auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
      const token = (await here.auth.getSession()).data.session?.access_token as string;
      const escalate = await fetch(`${backend.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ app_metadata: { role: 'admin' } }),
      });
      expect(escalate.status).toBe(403);
      expect((await getUser(backend, token)).body.app_metadata).not.toHaveProperty('role');
    });
  });
}
