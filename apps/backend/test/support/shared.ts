import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type RunningBackend, startBackend } from './backend';
import { createStaffBeforeStart, EDITOR, type StaffAccount } from './staff';
import type { Target } from './targets';

export interface SharedBackend {
  /** The running server (available inside tests and hooks). */
  get(): RunningBackend;
}

export interface SharedBackendOptions {
  /**
   * Staff accounts besides the admin, created in the storage before the server starts (on seeded storage, EDITOR
   * alone comes with the template that already holds it: support/seeded-templates.ts).
   */
  staff?: readonly StaffAccount[];
  /** `fresh` for suites that check what the first start does; otherwise a copy of the seeded template. */
  storage?: 'seeded' | 'fresh';
}

/**
 * One server for the suites of a file, started before them and stopped after: starting PGlite is the
 * slowest step of these tests, so the suites share it and are written to run one after another on it.
 */
export function sharedBackend(
  target: Target,
  env: Record<string, string> = {},
  options: SharedBackendOptions = {},
): SharedBackend {
  let backend: RunningBackend | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backend-test-'));
    const staff = options.staff ?? [];
    const fresh = options.storage === 'fresh';
    const withEditor = !fresh && staff.length === 1 && staff[0] === EDITOR;
    const storage = fresh ? await target.freshStorage() : await target.seededStorage(dataDir, { withEditor });
    const allEnv = { ...storage.env, ...env };
    if (staff.length > 0 && !withEditor) await createStaffBeforeStart({ dataDir, env: allEnv }, staff);
    backend = await startBackend({ dataDir, env: allEnv });
  });
  afterAll(async () => {
    await backend?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get() {
      if (!backend) throw new Error('the shared backend is not running');
      return backend;
    },
  };
}
