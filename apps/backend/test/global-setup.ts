import type { TestProject } from 'vitest/node';
import { pgUnavailableReason, startPgCluster } from './support/pg-cluster';
import { makeSeededTemplate, type SeededTemplates } from './support/seeded-templates';
import { TEST_PASSWORD_HASH_COST } from './support/test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The storage the project's tests run on: its `provide` in vitest.config.ts (support/targets.ts). */
    backendTarget: 'pglite' | 'postgres';
    /**
     * The throwaway PostgreSQL cluster's admin URL, or null when none could be started; provided only in the
     * PostgreSQL project.
     */
    pgAdminUrl?: string | null;
    /** The seeded storage test servers start from, of the project's target only (support/seeded-templates.ts). */
    seededTemplates: SeededTemplates;
  }
}

/**
 * Prepares the target of the project it runs for, and removes it all at the end. "backend (PGlite)": compiles the
 * server and makes the PGlite template. "backend (PostgreSQL)": starts one throwaway cluster (when the binaries
 * exist), compiles the server and makes the PostgreSQL template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The templates' accounts are hashed at the suites' cost (the projects' `env`, which this process lacks).
  process.env.PASSWORD_HASH_COST ??= TEST_PASSWORD_HASH_COST;
  const target = project.getProvidedContext().backendTarget;
  if (target === 'pglite') {
    const seeded = await makeSeededTemplate('pglite');
    project.provide('seededTemplates', seeded.templates);
    return async () => seeded.remove();
  }
  if (target !== 'postgres') {
    throw new Error(
      `The Vitest project "${project.name}" provides no backendTarget ('pglite' or 'postgres').`,
    );
  }
  const reason = pgUnavailableReason();
  if (reason) {
    console.log(`Skipping the PostgreSQL suite: ${reason}.`);
    project.provide('pgAdminUrl', null);
    project.provide('seededTemplates', {});
    return async () => undefined;
  }
  const cluster = await startPgCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  try {
    const seeded = await makeSeededTemplate({ pgAdminUrl: cluster.adminUrl });
    project.provide('seededTemplates', seeded.templates);
    return async () => {
      seeded.remove();
      await cluster.stop();
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
