import { join } from 'node:path';
import type { Claims } from '../../src/auth/jwt';
import { asRole, loadRoleSettings } from '../../src/db/as-role';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { backendDir } from './backend';

/** What statement-timeout.pglite.test.ts and statement-timeout.postgres.test.ts share. */

const supabaseDir = join(backendDir, '../../supabase');
export const ANON: Claims = { role: 'anon' };
export const SIGNED_IN: Claims = { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' };

/** Migrates `db` and loads the API roles' settings, as the server does on starting. */
export async function prepared(db: Database): Promise<Database> {
  await migrate(db, [
    { label: 'local', dir: join(supabaseDir, 'local') },
    { label: 'migrations', dir: join(supabaseDir, 'migrations') },
  ]);
  await loadRoleSettings(db);
  return db;
}

/** The `statement_timeout` a transaction as `claims` runs with. */
export const currentTimeout = async (db: Database, claims: Claims) =>
  (
    await asRole(db, claims, (tx) =>
      tx.query<{ t: string }>("select current_setting('statement_timeout') as t"),
    )
  ).rows[0]?.t;
