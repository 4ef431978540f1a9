import { describe } from 'vitest';
import { inquiriesServer } from './suites/inquiries-server';
import { reviewRequestsSuite } from './suites/review-requests';
import { postgres } from './support/targets';

const target = postgres();

describe.skipIf(!target.available)(`review requests on ${target.name}`, () => {
  reviewRequestsSuite(inquiriesServer(target));
});
