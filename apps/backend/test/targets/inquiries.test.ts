import { describe } from 'vitest';
import { inquiriesSuite } from '../suites/inquiries';
import { inquiriesServer } from '../suites/inquiries-server';
import { inquiryMailSuite } from '../suites/inquiry-mail';
import { currentTarget } from '../support/targets';

const target = currentTarget();

describe.skipIf(!target.available)(`inquiries on ${target.name}`, () => {
  const server = inquiriesServer(target);
  inquiriesSuite(server);
  inquiryMailSuite(server);
});
