/**
 * bcrypt's least cost for the suites' servers and accounts (PASSWORD_HASH_COST, test-only): the suites create and
 * sign in hundreds of accounts, each a tenth of a second of CPU at the production cost of 10. The cost itself is
 * tested in src/auth/passwords.test.ts.
 */
export const TEST_PASSWORD_HASH_COST = '4';
