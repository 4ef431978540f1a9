import { describe } from 'vitest';
import { authInputsSuite } from '../suites/auth-inputs';
import { boundedQueriesSuite } from '../suites/bounded-queries';
import { editorialSuite } from '../suites/editorial';
import { englishContentSuite } from '../suites/english-content';
import { hostileSuite } from '../suites/hostile';
import { permissionsSuite } from '../suites/permissions';
import { protocolSuite } from '../suites/protocol';
import { specCallsSuite } from '../suites/spec-calls';
import { storageNamesSuite } from '../suites/storage-names';
import { sharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';
import { currentTarget } from '../support/targets';

const target = currentTarget();

// One server; the suites run in this order on it (each one leaves data the next one expects).
describe.skipIf(!target.available)(`the API on ${target.name}`, () => {
  // A pair past its failed sign-ins waits 15 minutes here (1 s by default), so the protocol suite's 429
  // does not depend on how fast the machine answers.
  const shared = sharedBackend(
    target,
    { ALLOW_SIGNUP: '1', AUTH_BACKOFF_SECONDS: '900', AUTH_BACKOFF_MAX_SECONDS: '900' },
    { staff: [EDITOR] },
  );
  specCallsSuite(shared);
  protocolSuite(shared);
  permissionsSuite(shared);
  hostileSuite(shared);
  boundedQueriesSuite(shared);
  authInputsSuite(shared);
  storageNamesSuite(shared);
  englishContentSuite(shared);
  editorialSuite(shared);
});
