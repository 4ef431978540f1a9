import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type RunningBackend, startBackend } from './backend';
import { createDatabase } from './pg-cluster';
import type { Target } from './targets';

/**
 * The seeded storage a test server starts from: a data folder (and, on PostgreSQL, a database) that the
 * compiled server created, migrated and seeded once, then left with a clean stop. Copying it costs a fraction of
 * a second; creating it costs a server many seconds of CPU. Tests of the first start itself (migrations, the
 * generated admin, the data folder) start on fresh storage instead.
 */
export interface SeededTemplates {
  pglite: { dataDir: string };
  postgres: { dataDir: string; database: string } | null;
}

/** The PostgreSQL database every seeded copy is cloned from (`create database … template …`). */
const TEMPLATE_DATABASE = 'seeded_template';

async function seed(dataDir: string, env: Record<string, string> = {}): Promise<void> {
  const server = await startBackend({ dataDir, env });
  const code = await server.stop();
  if (code !== 0) throw new Error(`The template's server exited with ${code}:\n${server.logs()}`);
}

/** Compiles the server, then makes the templates; returns them and a function that removes them. */
export async function makeSeededTemplates(
  pgAdminUrl: string | null,
): Promise<{ templates: SeededTemplates; remove(): void }> {
  buildServer();
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'backend-template-'));
    folders.push(dir);
    return dir;
  };
  const pglite = { dataDir: folder() };
  await seed(pglite.dataDir);
  let postgres: SeededTemplates['postgres'] = null;
  if (pgAdminUrl) {
    postgres = { dataDir: folder(), database: TEMPLATE_DATABASE };
    const url = await createDatabase(pgAdminUrl, TEMPLATE_DATABASE);
    await seed(postgres.dataDir, { DATABASE_URL: url });
  }
  return {
    templates: { pglite, postgres },
    remove: () => {
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a server on a throwaway copy of the target's seeded template; `dispose` removes the copy. */
export async function startOnSeededCopy(
  target: Target,
  env: Record<string, string> = {},
): Promise<RunningBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backend-test-'));
  try {
    const storage = await target.seededStorage(dataDir);
    const backend = await startBackend({ dataDir, env: { ...storage.env, ...env } });
    return {
      ...backend,
      async dispose() {
        await backend.dispose();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
