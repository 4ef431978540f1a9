import { describe } from 'vitest';
import { staffAdminSuite } from '../suites/staff-admin';
import { sharedBackend } from '../support/shared';
import { currentTarget } from '../support/targets';

const target = currentTarget();

describe.skipIf(!target.available)(`staff administration on ${target.name}`, () => {
  staffAdminSuite(sharedBackend(target, { ALLOW_SIGNUP: '1' }, { storage: 'fresh' }));
});
