import { writeRulesSuite } from './suites/write-rules';
import { pglite } from './support/targets';

writeRulesSuite(pglite);
