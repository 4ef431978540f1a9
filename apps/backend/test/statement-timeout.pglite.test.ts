import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAsRole } from '../src/db/as-role';
import type { Database } from '../src/db/database';
import { ANON, currentTimeout, prepared, SIGNED_IN } from './support/role-timeouts';
import { type EmptyDatabase, pglite } from './support/targets';

/** Every request's transaction carries its role's `statement_timeout`, as PostgREST applies role settings. */
describe('the API roles’ statement timeout', () => {
  describe('on PGlite', () => {
    let opened: EmptyDatabase;
    let db: Database;
    beforeAll(async () => {
      opened = await pglite.emptyDatabase();
      db = await prepared(opened.db);
    });
    afterAll(async () => {
      await db?.close();
      opened?.dispose();
    });

    it('is set for anon and authenticated, in transactions and in read pipelines, and ends with them', async () => {
      expect(await currentTimeout(db, ANON)).toBe('1s');
      expect(await currentTimeout(db, SIGNED_IN)).toBe('2s');
      const [rows] = await readAsRole(db, ANON, [
        { sql: "select current_setting('statement_timeout')", params: [] },
      ]);
      expect(rows).toEqual([['1s']]);
      expect(
        (await db.query<{ t: string }>("select current_setting('statement_timeout') as t")).rows[0]?.t,
      ).toBe('0');
    });
  });
});
