import { join } from 'node:path';
import { describe } from 'vitest';
import { publishRequirementsSuite } from '../suites/publish-requirements';
import { fixturesDir } from '../support/backend';
import { sharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';
import { currentTarget } from '../support/targets';

const target = currentTarget();

describe.skipIf(!target.available)(`publish requirements on ${target.name}`, () => {
  const shared = sharedBackend(
    target,
    { SITE_SERVER_DIR: join(fixturesDir, 'site-server') },
    { staff: [EDITOR] },
  );
  publishRequirementsSuite(shared);
});
