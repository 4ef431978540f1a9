import { describe } from 'vitest';
import { discardedPendingVersionsSuite } from './suites/discarded-pending-versions';
import { inquiriesServer } from './suites/inquiries-server';
import { reviewRequestsSuite } from './suites/review-requests';
import { postgres } from './support/targets';

const target = postgres();

describe.skipIf(!target.available)(`review requests on ${target.name}`, () => {
  const server = inquiriesServer(target);
  reviewRequestsSuite(server);
  discardedPendingVersionsSuite(server);
});
