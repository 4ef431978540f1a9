import { join, resolve } from 'node:path';
import { hashPassword } from '../../src/auth/passwords';
import { createUser } from '../../src/auth/users';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { backendDir } from './backend';

export interface StaffAccount {
  email: string;
  password: string;
  role: 'admin' | 'editor';
}

/** The editor the API suites sign in as (the admin is ADMIN, made by the server from ADMIN_EMAIL). */
export const EDITOR: StaffAccount = {
  email: 'editor@example.com',
  password: 'editor-horse-battery-staple',
  role: 'editor',
};

const supabaseDir = resolve(backendDir, '../../supabase');

/**
 * Creates staff accounts in a server's storage before the server first starts: the database is opened
 * here (PGlite admits one process, so it must be before), migrated as the server would, and the
 * accounts are written with their role in app_metadata, as an operator's tooling writes them.
 */
export async function createStaffBeforeStart(
  storage: { dataDir: string; env: Record<string, string> },
  accounts: readonly StaffAccount[],
): Promise<void> {
  const databaseUrl = storage.env.DATABASE_URL;
  const db: Database = databaseUrl
    ? await (await import('../../src/db/postgres')).openPostgres(databaseUrl)
    : await (await import('../../src/db/pglite')).openPglite(join(storage.dataDir, 'pgdata'));
  try {
    await migrate(db, [
      { label: 'local', dir: join(supabaseDir, 'local') },
      { label: 'migrations', dir: join(supabaseDir, 'migrations') },
    ]);
    for (const account of accounts) {
      await createUser(db, {
        email: account.email,
        passwordHash: await hashPassword(account.password),
        appMetadata: { provider: 'email', providers: ['email'], role: account.role },
      });
    }
  } finally {
    await db.close();
  }
}
