import { hostileSuite } from './suites/hostile';
import { restartSuite } from './suites/restart';
import { postgres } from './support/targets';

const target = postgres();
hostileSuite(target);
restartSuite(target);
