import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../support/backend';
import { type AuthAnswer, authPost, clientFrom, type RestartableBackend, signInFrom } from './auth-server';

/** The defaults of src/auth/sign-up.ts. */
const PER_ADDRESS = 10;
const PER_EMAIL = 3;

const signUpFrom = (backend: RunningBackend, address: string, email: string, password: string) =>
  authPost(backend, 'signup', { email, password }, { 'X-Forwarded-For': address });

/** The answer's shape: its keys, each with the type of its value (null apart). */
const shapeOf = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, value === null ? 'null' : typeof value]),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Sign-up (ALLOW_SIGNUP=1) behind a trusted proxy: limited per client address and per e-mail, and
 * answering alike whether the address is new or taken (a user, no session), as GoTrue with confirmations.
 */
export function authSignUpSuite(server: RestartableBackend): void {
  describe('sign-up', () => {
    let backend: RunningBackend;
    beforeAll(() => {
      backend = server.get();
    });

    it('answers a new and a taken address alike: a user and no session; the new user then signs in', async () => {
      const email = 'sign-up-twice@example.com';
      const password = 'sign-up-password-1';
      const fresh = await signUpFrom(backend, '198.51.100.201', email, password);
      const taken = await signUpFrom(backend, '198.51.100.202', email, 'another-password-2');
      for (const answer of [fresh, taken]) {
        expect(answer.status).toBe(200);
        expect(answer.body).not.toHaveProperty('access_token');
        expect(answer.body).not.toHaveProperty('refresh_token');
        expect(answer.body.email).toBe(email);
        expect(answer.body.id).toMatch(UUID);
        expect(answer.body.identities).toEqual([]);
        expect(answer.body.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
      }
      expect(shapeOf(taken.body)).toEqual(shapeOf(fresh.body));
      expect(Object.keys(taken.body)).toEqual(Object.keys(fresh.body));
      // The taken address's answer names no real account, and its password changed nothing.
      expect(taken.body.id).not.toBe(fresh.body.id);
      const signedIn = await signInFrom(backend, '198.51.100.203', email, password);
      expect(signedIn.status).toBe(200);
      expect((signedIn.body.user as { id: string }).id).toBe(fresh.body.id);
      expect((await signInFrom(backend, '198.51.100.203', email, 'another-password-2')).status).toBe(400);

      // supabase-js reads both as a sign-up awaiting confirmation: a user, no session, no error.
      const client = clientFrom(backend, '198.51.100.204');
      const again = await client.auth.signUp({ email, password });
      expect(again.error).toBeNull();
      expect(again.data.session).toBeNull();
      expect(again.data.user?.email).toBe(email);
    });

    it('a flood of accounts from one address is cut off after the limit; other addresses go on', async () => {
      const address = '203.0.113.126';
      const answers: AuthAnswer[] = [];
      // 126 accounts in a few seconds, a few at a time, as a script would send them.
      for (let batch = 0; batch < 126; batch += 6) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 6 }, (_, index) =>
              signUpFrom(backend, address, `flood-${batch + index}@example.com`, 'flood-password-1'),
            ),
          )),
        );
      }
      const accepted = answers.filter((answer) => answer.status === 200).length;
      const limited = answers.filter(
        (answer) => answer.status === 429 && answer.body.code === 'over_request_rate_limit',
      ).length;
      expect(accepted).toBe(PER_ADDRESS);
      expect(limited).toBe(126 - PER_ADDRESS);
      // The accounts past the limit were not made.
      expect(
        (await signInFrom(backend, '198.51.100.205', 'flood-125@example.com', 'flood-password-1')).status,
      ).toBe(400);
      expect(
        (await signUpFrom(backend, '203.0.113.127', 'not-flood@example.com', 'flood-password-1')).status,
      ).toBe(200);
    });

    it('one e-mail is signed up at most a few times an hour, from any address', async () => {
      const email = 'sign-up-repeated@example.com';
      for (let attempt = 0; attempt < PER_EMAIL; attempt++) {
        const answer = await signUpFrom(backend, `198.18.2.${attempt + 1}`, email, 'repeated-password-1');
        expect(answer.status).toBe(200);
      }
      const limited = await signUpFrom(backend, '198.18.2.200', email, 'repeated-password-1');
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('over_request_rate_limit');
    });

    it('a restart keeps the limits', async () => {
      backend = await server.restart();
      const limited = await signUpFrom(
        backend,
        '203.0.113.126',
        'after-restart@example.com',
        'flood-password-1',
      );
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('over_request_rate_limit');
    });
  });
}
