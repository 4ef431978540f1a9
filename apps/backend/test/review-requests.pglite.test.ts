import { describe } from 'vitest';
import { inquiriesServer } from './suites/inquiries-server';
import { reviewRequestsSuite } from './suites/review-requests';
import { pglite } from './support/targets';

const target = pglite;

describe.skipIf(!target.available)(`review requests on ${target.name}`, () => {
  reviewRequestsSuite(inquiriesServer(target));
});
