import { usersCliSuite } from './suites/users-cli';
import { pglite } from './support/targets';

usersCliSuite(pglite);
