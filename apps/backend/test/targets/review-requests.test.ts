import { describe } from 'vitest';
import { discardedPendingVersionsSuite } from '../suites/discarded-pending-versions';
import { inquiriesServer } from '../suites/inquiries-server';
import { reviewRequestsSuite } from '../suites/review-requests';
import { currentTarget } from '../support/targets';

const target = currentTarget();

describe.skipIf(!target.available)(`review requests on ${target.name}`, () => {
  const server = inquiriesServer(target);
  reviewRequestsSuite(server);
  discardedPendingVersionsSuite(server);
});
