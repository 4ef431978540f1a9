import { permissionsSuite } from './suites/permissions';
import { protocolSuite } from './suites/protocol';
import { specCallsSuite } from './suites/spec-calls';
import { pglite } from './support/targets';

const target = pglite;
specCallsSuite(target);
permissionsSuite(target);
protocolSuite(target);
