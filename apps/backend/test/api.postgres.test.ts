import { permissionsSuite } from './suites/permissions';
import { protocolSuite } from './suites/protocol';
import { specCallsSuite } from './suites/spec-calls';
import { postgres } from './support/targets';

const target = postgres();
specCallsSuite(target);
permissionsSuite(target);
protocolSuite(target);
