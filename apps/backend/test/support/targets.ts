import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { inject } from 'vitest';
import type { BackendOptions } from './backend';
import { createDatabase } from './pg-cluster';

/** Where a test server keeps its data: embedded PGlite, or a database in the throwaway cluster. */
export interface Target {
  name: string;
  available: boolean;
  /** Options for a server on new, empty storage: for tests of the first start (migrations, seeding, the admin). */
  freshStorage(): Promise<BackendOptions>;
  /**
   * Fills `dataDir` (an empty folder) with a copy of the migrated, seeded template (on PostgreSQL with a database
   * cloned from the template's) and returns the server's environment for it.
   */
  seededStorage(dataDir: string): Promise<{ env: Record<string, string> }>;
}

const newDatabaseName = () => `test_${randomBytes(6).toString('hex')}`;

export const pglite: Target = {
  name: 'PGlite',
  available: true,
  freshStorage: async () => ({}),
  async seededStorage(dataDir) {
    cpSync(inject('seededTemplates').pglite.dataDir, dataDir, { recursive: true });
    return { env: {} };
  },
};

export function postgres(): Target {
  const adminUrl = inject('pgAdminUrl');
  return {
    name: 'PostgreSQL',
    available: adminUrl !== null,
    async freshStorage() {
      if (adminUrl === null) throw new Error('no PostgreSQL cluster');
      const url = await createDatabase(adminUrl, newDatabaseName());
      return { env: { DATABASE_URL: url } };
    },
    async seededStorage(dataDir) {
      const template = inject('seededTemplates').postgres;
      if (adminUrl === null || template === null) throw new Error('no PostgreSQL cluster');
      cpSync(template.dataDir, dataDir, { recursive: true });
      return { env: { DATABASE_URL: await createDatabase(adminUrl, newDatabaseName(), template.database) } };
    },
  };
}
