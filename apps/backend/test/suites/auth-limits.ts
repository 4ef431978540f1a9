import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../support/backend';
import { AUTH_SUITE_ENV, clientFrom, type RestartableBackend, signInFrom, signUp } from './auth-server';

const PER_EMAIL = Number(AUTH_SUITE_ENV.AUTH_FAILURES_PER_EMAIL);
const PER_ADDRESS = Number(AUTH_SUITE_ENV.AUTH_FAILURES_PER_ADDRESS);
const DELAY_FROM = Number(AUTH_SUITE_ENV.AUTH_FAILURES_BEFORE_DELAY);
const BACKOFF_SECONDS = Number(AUTH_SUITE_ENV.AUTH_BACKOFF_SECONDS);

const ATTACKER = '203.0.113.66';
const STAFF_ADDRESS = '198.51.100.20';
const STAFF = { email: 'staff@example.com', password: 'staff-password-1' };

/**
 * Failed sign-ins behind a trusted proxy (TRUST_PROXY=1, X-Forwarded-For names the visitor): counted per
 * email and address (then each try waits), per address (then accounts new to it are refused), and
 * e-mail-wide only as a delay, kept across a restart. Every refusal is GoTrue's 429 with Retry-After.
 */
export function authLimitsSuite(server: RestartableBackend): void {
  describe('sign-in limits', () => {
    let backend: RunningBackend;
    beforeAll(async () => {
      backend = server.get();
      await signUp(backend, STAFF.email, STAFF.password);
    });

    it('an attacker who fails for the staff e-mail is refused, and staff still sign in at once', async () => {
      for (let attempt = 0; attempt < PER_EMAIL; attempt++) {
        const wrong = await signInFrom(backend, ATTACKER, STAFF.email, `guess-${attempt}`);
        expect(wrong.status).toBe(400);
        expect(wrong.body.code).toBe('invalid_credentials');
      }
      // The sixth try is refused even with the right password: the pair waits, and is told how long.
      const locked = await signInFrom(backend, ATTACKER, STAFF.email, STAFF.password);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('over_request_rate_limit');
      const wait = Number(locked.retryAfter);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(BACKOFF_SECONDS);

      const staff = clientFrom(backend, STAFF_ADDRESS);
      const started = performance.now();
      const { data, error } = await staff.auth.signInWithPassword(STAFF);
      expect(error).toBeNull();
      expect(data.session?.access_token).toEqual(expect.any(String));
      // Only failed answers are ever held back, never the right password.
      expect(performance.now() - started).toBeLessThan(2000);

      const stillLocked = await signInFrom(backend, ATTACKER, STAFF.email, STAFF.password);
      expect(stillLocked.status).toBe(429);
    });

    it('a successful sign-in clears the failures of its email and address', async () => {
      const email = 'clears@example.com';
      const password = 'clears-password-1';
      await signUp(backend, email, password);
      const address = '198.51.100.31';
      for (let round = 0; round < 2; round++) {
        for (let attempt = 0; attempt < PER_EMAIL - 1; attempt++) {
          expect((await signInFrom(backend, address, email, `nope-${round}-${attempt}`)).status).toBe(400);
        }
        expect((await signInFrom(backend, address, email, password)).status).toBe(200);
      }
    });

    it('an address failing for many e-mails is refused for accounts new to it, never for one that signed in from it', async () => {
      const office = '192.0.2.77';
      const admin = { email: 'office-admin@example.com', password: 'office-admin-password-1' };
      await signUp(backend, admin.email, admin.password);
      expect((await signInFrom(backend, office, admin.email, admin.password)).status).toBe(200);

      // Someone behind the same address fails for many e-mails, past the address's bound.
      for (let attempt = 0; attempt < PER_ADDRESS + 2; attempt++) {
        const wrong = await signInFrom(backend, office, `nobody-${attempt}@example.com`, 'whatever-1');
        if (attempt < PER_ADDRESS) expect(wrong.status, JSON.stringify(wrong.body)).toBe(400);
      }
      const limited = await signInFrom(backend, office, 'someone-else@example.com', 'whatever-1');
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('over_request_rate_limit');
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(15 * 60);

      // The admin, who signed in from this address before, still signs in with the right password.
      const right = await signInFrom(backend, office, admin.email, admin.password);
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      // A wrong password of theirs is still checked (and counted), not refused unchecked.
      const typo = await signInFrom(backend, office, admin.email, 'typo-password-1');
      expect(typo.status).toBe(400);
      expect(typo.body.code).toBe('invalid_credentials');

      const elsewhere = await signInFrom(backend, '192.0.2.78', 'nobody-0@example.com', 'whatever-1');
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.code).toBe('invalid_credentials');
    });

    it('failures for one e-mail from many addresses delay failed answers, never the right password', async () => {
      const email = 'spread@example.com';
      const password = 'spread-password-1';
      await signUp(backend, email, password);
      const failures = DELAY_FROM + 3; // delayed 250, 500, 1000 and 2000 ms at the end
      let last = 0;
      for (let attempt = 1; attempt <= failures; attempt++) {
        const wrong = await signInFrom(backend, `198.18.0.${attempt}`, email, `spray-${attempt}`);
        expect(wrong.status).toBe(400);
        expect(wrong.body.code).toBe('invalid_credentials');
        last = wrong.ms;
      }
      expect(last).toBeGreaterThanOrEqual(1900);
      const right = await signInFrom(backend, '198.18.1.1', email, password);
      expect(right.status).toBe(200);
      expect(right.ms).toBeLessThan(1500);
    });

    it('a restart keeps the attacker locked out, and staff still sign in', async () => {
      backend = await server.restart();
      const locked = await signInFrom(backend, ATTACKER, STAFF.email, STAFF.password);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('over_request_rate_limit');
      const staff = await signInFrom(backend, STAFF_ADDRESS, STAFF.email, STAFF.password);
      expect(staff.status).toBe(200);
    });
  });
}
