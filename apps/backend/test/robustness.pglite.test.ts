import { hostileSuite } from './suites/hostile';
import { restartSuite } from './suites/restart';
import { pglite } from './support/targets';

const target = pglite;
hostileSuite(target);
restartSuite(target);
