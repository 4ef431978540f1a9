import { describe } from 'vitest';
import { staffAdminSuite } from './suites/staff-admin';
import { sharedBackend } from './support/shared';
import { postgres } from './support/targets';

const target = postgres();

describe.skipIf(!target.available)(`staff administration on ${target.name}`, () => {
  staffAdminSuite(sharedBackend(target, { ALLOW_SIGNUP: '1' }, { storage: 'fresh' }));
});
