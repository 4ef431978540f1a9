import { usersCliSuite } from './suites/users-cli';
import { postgres } from './support/targets';

usersCliSuite(postgres());
