import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { BackendOptions } from './backend';
import { createDatabase } from './pg-cluster';

/** Where a test server keeps its data: embedded PGlite, or a fresh database in the throwaway cluster. */
export interface Target {
  name: string;
  available: boolean;
  /** Options for a server on new, empty storage. */
  freshStorage(): Promise<BackendOptions>;
}

export const pglite: Target = {
  name: 'PGlite',
  available: true,
  freshStorage: async () => ({}),
};

export function postgres(): Target {
  const adminUrl = inject('pgAdminUrl');
  return {
    name: 'PostgreSQL',
    available: adminUrl !== null,
    async freshStorage() {
      if (adminUrl === null) throw new Error('no PostgreSQL cluster');
      const url = await createDatabase(adminUrl, `test_${randomBytes(6).toString('hex')}`);
      return { env: { DATABASE_URL: url } };
    },
  };
}
