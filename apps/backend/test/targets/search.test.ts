import { describe } from 'vitest';
import { SEARCH_SUITE_ENV, searchSuite } from '../suites/search';
import { sharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';
import { currentTarget } from '../support/targets';

const target = currentTarget();

describe.skipIf(!target.available)(`site search on ${target.name}`, () => {
  searchSuite(sharedBackend(target, SEARCH_SUITE_ENV, { staff: [EDITOR] }));
});
