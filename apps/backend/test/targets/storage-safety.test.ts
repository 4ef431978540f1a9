import { describe } from 'vitest';
import { storageSafetySuite } from '../suites/storage-safety';
import { sharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';
import { currentTarget } from '../support/targets';

const target = currentTarget();

describe.skipIf(!target.available)(`storage safety on ${target.name}`, () => {
  const shared = sharedBackend(target, { ALLOW_SIGNUP: '1' }, { staff: [EDITOR] });
  storageSafetySuite(shared);
});
