import { usersCliSuite } from '../suites/users-cli';
import { currentTarget } from '../support/targets';

usersCliSuite(currentTarget());
