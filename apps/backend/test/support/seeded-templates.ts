import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type RunningBackend, startBackend } from './backend';
import { createDatabase } from './pg-cluster';
import { createStaffBeforeStart, EDITOR } from './staff';
import type { Target } from './targets';

/**
 * The seeded storage a test server starts from: a data folder (and, on PostgreSQL, a database) that the
 * compiled server created, migrated and seeded once, then left with a clean stop. Copying it costs a fraction of
 * a second; creating it costs a server many seconds of CPU. Tests of the first start itself (migrations, the
 * generated admin, the data folder) start on fresh storage instead.
 */
export interface SeededTemplates {
  /** Made by the global setup of the "backend (PGlite)" project. */
  pglite?: TargetTemplates<{ dataDir: string }>;
  /** Made by that of the "backend (PostgreSQL)" project, when its cluster started. */
  postgres?: TargetTemplates<{ dataDir: string; database: string }>;
}

/**
 * A target's two templates: the storage as the server left it, and the same with EDITOR added afterwards by
 * `createStaffBeforeStart` (as a file that asks for the editor did before its server started), made once
 * instead of in every such file (on PGlite, opening the database in the test's process costs seconds of CPU).
 */
export interface TargetTemplates<Template> {
  seeded: Template;
  withEditor: Template;
}

/** The PostgreSQL databases the seeded copies are cloned from (`create database … template …`). */
const TEMPLATE_DATABASE = 'seeded_template';
const EDITOR_TEMPLATE_DATABASE = 'seeded_template_editor';

async function seed(dataDir: string, env: Record<string, string> = {}): Promise<void> {
  const server = await startBackend({ dataDir, env });
  const code = await server.stop();
  if (code !== 0) throw new Error(`The template's server exited with ${code}:\n${server.logs()}`);
}

/**
 * Compiles the server, then makes one target's templates: PGlite's, or PostgreSQL's in the cluster at
 * `pgAdminUrl`. Returns them and a function that removes them.
 */
export async function makeSeededTemplate(
  on: 'pglite' | { pgAdminUrl: string },
): Promise<{ templates: SeededTemplates; remove(): void }> {
  buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'backend-template-'));
  const editorDataDir = mkdtempSync(join(tmpdir(), 'backend-template-editor-'));
  const remove = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(editorDataDir, { recursive: true, force: true });
  };
  try {
    if (on === 'pglite') {
      await seed(dataDir);
      cpSync(dataDir, editorDataDir, { recursive: true });
      await createStaffBeforeStart({ dataDir: editorDataDir, env: {} }, [EDITOR]);
      return {
        templates: { pglite: { seeded: { dataDir }, withEditor: { dataDir: editorDataDir } } },
        remove,
      };
    }
    const url = await createDatabase(on.pgAdminUrl, TEMPLATE_DATABASE);
    await seed(dataDir, { DATABASE_URL: url });
    cpSync(dataDir, editorDataDir, { recursive: true });
    const editorUrl = await createDatabase(on.pgAdminUrl, EDITOR_TEMPLATE_DATABASE, TEMPLATE_DATABASE);
    await createStaffBeforeStart({ dataDir: editorDataDir, env: { DATABASE_URL: editorUrl } }, [EDITOR]);
    return {
      templates: {
        postgres: {
          seeded: { dataDir, database: TEMPLATE_DATABASE },
          withEditor: { dataDir: editorDataDir, database: EDITOR_TEMPLATE_DATABASE },
        },
      },
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
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
