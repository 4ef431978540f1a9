import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import type { SharedBackend } from '../support/shared';
import { type AuthAnswer, authPost } from './auth-server';

const NUL = '\u0000';
const deepJson = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Every 4xx from GoTrue has its 2024-01-01 shape: a string code and a message. */
function expectAuthError(answer: AuthAnswer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ code, message: expect.any(String) });
}

/**
 * Auth inputs that once answered 500 (a NUL reaching Postgres, deep JSON), and the socket address as the
 * only client address when no proxy is trusted. Runs on the server of the API suites (sign-up open).
 */
export function authInputsSuite(shared: SharedBackend): void {
  describe('auth inputs', () => {
    let backend: RunningBackend;
    beforeAll(() => {
      backend = shared.get();
    });
    const grant = (type: string, body: unknown) => authPost(backend, `token?grant_type=${type}`, body);

    it('a NUL in the e-mail or password of a sign-in is a 400 validation_failed', async () => {
      expectAuthError(
        await grant('password', { email: `admin${NUL}@example.com`, password: 'x' }),
        400,
        'validation_failed',
      );
      expectAuthError(
        await grant('password', { email: ADMIN.email, password: `pass${NUL}word` }),
        400,
        'validation_failed',
      );
    });

    it('refresh tokens outside the base64url alphabet are refused, a NUL among them', async () => {
      for (const token of [
        `abcdefghijkl${NUL}mnop`,
        'abcdefghijkl/mnop',
        'abcdefghijklmnop==',
        'ä'.repeat(16),
      ]) {
        const answer = await grant('refresh_token', { refresh_token: token });
        expect(answer.status, token).toBe(400);
        expect(answer.body.code).toEqual(expect.any(String));
      }
    });

    it('a NUL in sign-up metadata is a 400, not a database error', async () => {
      const answer = await authPost(backend, 'signup', {
        email: 'nul-meta@example.com',
        password: 'long-enough-1',
        data: { name: `a${NUL}b` },
      });
      expectAuthError(answer, 400, 'validation_failed');
    });

    it('auth bodies nested deeper than 32 levels are refused at parse time', async () => {
      const body = `{"email":"deep@example.com","password":"long-enough-1","data":{"x":${deepJson(5000)}}}`;
      expectAuthError(await authPost(backend, 'signup', body), 400, 'bad_json');
      expectAuthError(
        await authPost(backend, 'token?grant_type=password', `{"email":${deepJson(40)}}`),
        400,
        'bad_json',
      );
      const shallow = `{"email":"deep@example.com","password":"long-enough-1","data":{"x":${deepJson(20)}}}`;
      expect((await authPost(backend, 'signup', shallow)).status).toBe(200);
    });

    it('without TRUST_PROXY, X-Forwarded-For is ignored: every forged address is the same client', async () => {
      const email = 'forged-xff@example.com';
      const password = 'forged-xff-password';
      expect((await authPost(backend, 'signup', { email, password })).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await authPost(
          backend,
          'token?grant_type=password',
          { email, password: `wrong-${attempt}` },
          { 'X-Forwarded-For': `203.0.113.${attempt + 1}` },
        );
        expectAuthError(wrong, 400, 'invalid_credentials');
      }
      const forged = await authPost(
        backend,
        'token?grant_type=password',
        { email, password },
        { 'X-Forwarded-For': '198.51.100.99' },
      );
      expectAuthError(forged, 429, 'over_request_rate_limit');
    });
  });
}
