import { restartSuite } from './suites/restart';
import { pglite } from './support/targets';

restartSuite(pglite);
