import { describe } from 'vitest';
import { authLimitsSuite } from '../suites/auth-limits';
import { AUTH_SUITE_ENV, restartableBackend } from '../suites/auth-server';
import { passwordChangeSuite } from '../suites/password-change';
import { sessionsSuite } from '../suites/sessions';
import { currentTarget } from '../support/targets';

const target = currentTarget();

// One server with small sign-in limits and a trusted proxy; the sign-in limits run last (they restart it).
describe.skipIf(!target.available)(`auth hardening on ${target.name}`, () => {
  const server = restartableBackend(target, AUTH_SUITE_ENV);
  sessionsSuite(server);
  passwordChangeSuite(server);
  authLimitsSuite(server);
});
