import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database';
import type { BackendOptions } from './backend';
import { createDatabase } from './pg-cluster';

/** A new, empty database opened in the test's own process; `dispose` after closing `db`. */
export interface EmptyDatabase {
  db: Database;
  dispose(): void;
}

/** Where a test server keeps its data: embedded PGlite, or a database in the throwaway cluster. */
export interface Target {
  name: string;
  available: boolean;
  /** Options for a server on new, empty storage: for tests of the first start (migrations, seeding, the admin). */
  freshStorage(): Promise<BackendOptions>;
  /**
   * Fills `dataDir` (an empty folder) with a copy of the migrated, seeded template (on PostgreSQL with a database
   * cloned from the template's) and returns the server's environment for it. `withEditor`: the template that
   * also holds EDITOR (support/staff.ts), added before a start as `createStaffBeforeStart` adds it.
   */
  seededStorage(dataDir: string, options?: SeededOptions): Promise<{ env: Record<string, string> }>;
  /** A database with nothing in it (not even migrations), for tests of the schema without a server. */
  emptyDatabase(): Promise<EmptyDatabase>;
}

export interface SeededOptions {
  withEditor?: boolean;
}

const newDatabaseName = () => `test_${randomBytes(6).toString('hex')}`;

/** Used by the "backend (PGlite)" project, which makes its seeded template (test/global-setup.ts). */
export const pglite: Target = {
  name: 'PGlite',
  available: true,
  freshStorage: async () => ({}),
  async seededStorage(dataDir, options = {}) {
    const templates = inject('seededTemplates')?.pglite;
    if (!templates)
      throw new Error('No PGlite template: only the "backend (PGlite)" Vitest project makes it.');
    const template = options.withEditor ? templates.withEditor : templates.seeded;
    cpSync(template.dataDir, dataDir, { recursive: true });
    return { env: {} };
  },
  async emptyDatabase() {
    const { openPglite } = await import('../../src/db/pglite');
    const dir = mkdtempSync(join(tmpdir(), 'empty-database-'));
    try {
      const db = await openPglite(join(dir, 'pgdata'));
      return { db, dispose: () => rmSync(dir, { recursive: true, force: true }) };
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  },
};

/**
 * The throwaway cluster the "backend (PostgreSQL)" Vitest project starts; unavailable (its suites skip) when the
 * PostgreSQL binaries are missing. Fails in any other project, which has no cluster.
 */
export function postgres(): Target {
  const adminUrl = inject('pgAdminUrl');
  if (adminUrl === undefined) {
    throw new Error(
      'No PostgreSQL cluster in this Vitest project: only "backend (PostgreSQL)" starts one, for test/targets/ and *.postgres.test.ts.',
    );
  }
  return {
    name: 'PostgreSQL',
    available: adminUrl !== null,
    async freshStorage() {
      if (adminUrl === null) throw new Error('no PostgreSQL cluster');
      const url = await createDatabase(adminUrl, newDatabaseName());
      return { env: { DATABASE_URL: url } };
    },
    async seededStorage(dataDir, options = {}) {
      const templates = inject('seededTemplates')?.postgres;
      if (adminUrl === null || !templates) throw new Error('no PostgreSQL cluster');
      const template = options.withEditor ? templates.withEditor : templates.seeded;
      cpSync(template.dataDir, dataDir, { recursive: true });
      return { env: { DATABASE_URL: await createDatabase(adminUrl, newDatabaseName(), template.database) } };
    },
    async emptyDatabase() {
      if (adminUrl === null) throw new Error('no PostgreSQL cluster');
      const { openPostgres } = await import('../../src/db/postgres');
      return {
        db: await openPostgres(await createDatabase(adminUrl, newDatabaseName())),
        dispose: () => undefined,
      };
    },
  };
}

/**
 * The target of the Vitest project running the file ("backend (PGlite)" or "backend (PostgreSQL)", each of which
 * provides `backendTarget`): how a suite in test/targets/ runs once on each.
 */
export function currentTarget(): Target {
  const name = inject('backendTarget');
  if (name === 'pglite') return pglite;
  if (name === 'postgres') return postgres();
  throw new Error(
    `No backend target set (backendTarget is ${JSON.stringify(name)}): run test/targets/ files in the "backend (PGlite)" or "backend (PostgreSQL)" Vitest project (apps/backend/vitest.config.ts).`,
  );
}
