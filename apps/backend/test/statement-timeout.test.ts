import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Claims } from '../src/auth/jwt';
import { asRole, loadRoleSettings, readAsRole } from '../src/db/as-role';
import { type Database, sqlState } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { fromDatabaseError } from '../src/rest/errors';
import { backendDir } from './support/backend';
import { createDatabase } from './support/pg-cluster';

const supabaseDir = join(backendDir, '../../supabase');
const ANON: Claims = { role: 'anon' };
const SIGNED_IN: Claims = { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' };

async function prepared(db: Database): Promise<Database> {
  await migrate(db, [
    { label: 'local', dir: join(supabaseDir, 'local') },
    { label: 'migrations', dir: join(supabaseDir, 'migrations') },
  ]);
  await loadRoleSettings(db);
  return db;
}

const currentTimeout = async (db: Database, claims: Claims) =>
  (
    await asRole(db, claims, (tx) =>
      tx.query<{ t: string }>("select current_setting('statement_timeout') as t"),
    )
  ).rows[0]?.t;

/** Every request's transaction carries its role's `statement_timeout`, as PostgREST applies role settings. */
describe('the API roles’ statement timeout', () => {
  describe('on PGlite', () => {
    let dir: string;
    let db: Database;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'timeout-test-'));
      db = await prepared(await openPglite(join(dir, 'pgdata')));
    });
    afterAll(async () => {
      await db?.close();
      rmSync(dir, { recursive: true, force: true });
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

  const adminUrl = inject('pgAdminUrl');
  describe.skipIf(adminUrl === null)('on PostgreSQL', () => {
    let db: Database;
    beforeAll(async () => {
      const url = await createDatabase(adminUrl as string, `timeout_${randomBytes(6).toString('hex')}`);
      db = await prepared(await openPostgres(url));
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
