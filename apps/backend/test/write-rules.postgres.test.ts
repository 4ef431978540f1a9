import { writeRulesSuite } from './suites/write-rules';
import { postgres } from './support/targets';

writeRulesSuite(postgres());
