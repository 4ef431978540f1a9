import { describe } from 'vitest';
import { AUTH_SUITE_ENV, restartableBackend } from '../suites/auth-server';
import { authSignUpSuite } from '../suites/auth-sign-up';
import { sessionEndSuite } from '../suites/session-end';
import { currentTarget } from '../support/targets';

const target = currentTarget();

// One server with a trusted proxy and sign-up open; the suites that restart it run last.
describe.skipIf(!target.available)(`sessions and sign-up on ${target.name}`, () => {
  const server = restartableBackend(target, AUTH_SUITE_ENV);
  sessionEndSuite(server);
  authSignUpSuite(server);
});
