import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, readAsRole } from '../src/db/as-role';
import { type Database, sqlState } from '../src/db/database';
import { fromDatabaseError } from '../src/rest/errors';
import { ANON, currentTimeout, prepared } from './support/role-timeouts';
import { postgres } from './support/targets';

const target = postgres();

/** Every request's transaction carries its role's `statement_timeout`, as PostgREST applies role settings. */
describe('the API roles’ statement timeout', () => {
  describe.skipIf(!target.available)('on PostgreSQL', () => {
    let db: Database;
    beforeAll(async () => {
      db = await prepared((await target.emptyDatabase()).db);
    });
    afterAll(async () => {
      await db?.close();
    });

    it('cancels an anonymous statement after a second, answered as PostgREST does (57014, HTTP 500)', async () => {
      expect(await currentTimeout(db, ANON)).toBe('1s');
      const started = Date.now();
      const error = await asRole(db, ANON, (tx) => tx.query('select pg_sleep(5)')).catch(
        (thrown: unknown) => thrown,
      );
      expect(Date.now() - started).toBeLessThan(3000);
      expect(sqlState(error)).toBe('57014');
      expect(fromDatabaseError(error, false)?.status).toBe(500);
      const piped = await readAsRole(db, ANON, [{ sql: 'select pg_sleep(5)', params: [] }]).catch(
        (thrown: unknown) => thrown,
      );
      expect(sqlState(piped)).toBe('57014');
    });

    it('leaves the server’s own statements unbounded', async () => {
      expect(
        (await db.query<{ t: string }>("select current_setting('statement_timeout') as t")).rows[0]?.t,
      ).toBe('0');
    });
  });
});
