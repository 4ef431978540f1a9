import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../support/backend';
import {
  AUTH_SUITE_ENV,
  authPost,
  getUser,
  type RestartableBackend,
  signInFrom,
  signUp,
} from './auth-server';

const REUSE_INTERVAL_MS = Number(AUTH_SUITE_ENV.AUTH_REFRESH_REUSE_INTERVAL_SECONDS) * 1000;
const USER = { email: 'sessions@example.com', password: 'sessions-password-1' };
const ADDRESS = '198.51.100.40';

interface Session {
  access_token: string;
  refresh_token: string;
}

/** Refresh-token reuse as GoTrue answers it: a grace period for parallel refreshes, then revocation. */
export function sessionsSuite(server: RestartableBackend): void {
  describe('refresh-token reuse', () => {
    let backend: RunningBackend;
    const signIn = async (): Promise<Session> => {
      const answer = await signInFrom(backend, ADDRESS, USER.email, USER.password);
      expect(answer.status).toBe(200);
      return answer.body as unknown as Session;
    };
    const refresh = (refreshToken: string) =>
      authPost(backend, 'token?grant_type=refresh_token', { refresh_token: refreshToken });

    beforeAll(async () => {
      backend = server.get();
      await signUp(backend, USER.email, USER.password);
    });

    it('reusing a spent refresh token after the grace period ends the whole session', async () => {
      const other = await signIn();
      const first = await signIn();
      const rotated = await refresh(first.refresh_token);
      expect(rotated.status).toBe(200);
      const child = rotated.body as unknown as Session;
      await new Promise((wake) => setTimeout(wake, REUSE_INTERVAL_MS + 500));

      const reuse = await refresh(first.refresh_token);
      expect(reuse.status).toBe(400);
      expect(reuse.body.code).toBe('refresh_token_already_used');
      // The child a thief may hold is refused too, and the session's access tokens with it.
      const childRefresh = await refresh(child.refresh_token);
      expect(childRefresh.status).toBe(400);
      for (const token of [first.access_token, child.access_token]) {
        const user = await getUser(backend, token);
        expect(user.status).toBe(403);
        expect(user.body.code).toBe('session_not_found');
      }
      // The user's other sessions are not touched.
      expect((await getUser(backend, other.access_token)).status).toBe(200);
      expect((await refresh(other.refresh_token)).status).toBe(200);
    });

    it('within the grace period a spent token answers the session’s current token and a new access token', async () => {
      const first = await signIn();
      const rotated = (await refresh(first.refresh_token)).body as unknown as Session;
      const again = await refresh(first.refresh_token);
      expect(again.status).toBe(200);
      const session = again.body as unknown as Session;
      expect(session.refresh_token).toBe(rotated.refresh_token);
      expect((await getUser(backend, session.access_token)).status).toBe(200);
      // The current token still rotates as usual.
      expect((await refresh(session.refresh_token)).status).toBe(200);
    });

    it('two tabs refreshing with the same token at once both get the same new one', async () => {
      const first = await signIn();
      const [one, two] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(one.body.refresh_token).toBe(two.body.refresh_token);
      expect((await refresh(String(one.body.refresh_token))).status).toBe(200);
    });
  });
}
