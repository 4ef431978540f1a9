import type { TestProject } from 'vitest/node';
import { pgUnavailableReason, startPgCluster } from './support/pg-cluster';
import { makeSeededTemplates, type SeededTemplates } from './support/seeded-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL cluster's admin URL, or null when none could be started. */
    pgAdminUrl: string | null;
    /** The seeded storage test servers start from (support/seeded-templates.ts). */
    seededTemplates: SeededTemplates;
  }
}

/**
 * Starts one throwaway PostgreSQL cluster for the whole run (when the binaries exist), compiles the server and
 * makes the seeded templates; removes them all at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const reason = pgUnavailableReason();
  if (reason) console.log(`Skipping the PostgreSQL suite: ${reason}.`);
  const cluster = reason ? undefined : await startPgCluster();
  const pgAdminUrl = cluster?.adminUrl ?? null;
  project.provide('pgAdminUrl', pgAdminUrl);
  const seeded = await makeSeededTemplates(pgAdminUrl);
  project.provide('seededTemplates', seeded.templates);
  return async () => {
    seeded.remove();
    await cluster?.stop();
  };
}
