import { writeRulesSuite } from '../suites/write-rules';
import { currentTarget } from '../support/targets';

writeRulesSuite(currentTarget());
