import { restartSuite } from '../suites/restart';
import { currentTarget } from '../support/targets';

restartSuite(currentTarget());
