import type { TestProject } from 'vitest/node';
import { pgUnavailableReason, startPgCluster } from './support/pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL cluster's admin URL, or null when none could be started. */
    pgAdminUrl: string | null;
  }
}

/** Starts one throwaway PostgreSQL cluster for the whole run (when the binaries exist) and stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const reason = pgUnavailableReason();
  if (reason) {
    console.log(`Skipping the PostgreSQL suite: ${reason}.`);
    project.provide('pgAdminUrl', null);
    return async () => undefined;
  }
  const cluster = await startPgCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
