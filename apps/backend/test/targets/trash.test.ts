import { join } from 'node:path';
import { describe } from 'vitest';
import { trashSuite } from '../suites/trash';
import { fixturesDir } from '../support/backend';
import { sharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';
import { currentTarget } from '../support/targets';

const target = currentTarget();

describe.skipIf(!target.available)(`trash on ${target.name}`, () => {
  const shared = sharedBackend(
    target,
    { SITE_SERVER_DIR: join(fixturesDir, 'site-server') },
    { staff: [EDITOR] },
  );
  trashSuite(shared);
});
