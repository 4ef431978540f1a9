import { restartSuite } from './suites/restart';
import { postgres } from './support/targets';

restartSuite(postgres());
