import { afterAll, beforeAll } from 'vitest';
import { type RunningBackend, startBackend } from './backend';
import type { Target } from './targets';

export interface SharedBackend {
  /** The running server (available inside tests and hooks). */
  get(): RunningBackend;
}

/**
 * One server for the suites of a file, started before them and stopped after: starting PGlite is the
 * slowest step of these tests, so the suites share it and are written to run one after another on it.
 */
export function sharedBackend(target: Target, env: Record<string, string> = {}): SharedBackend {
  let backend: RunningBackend | undefined;
  beforeAll(async () => {
    const storage = await target.freshStorage();
    backend = await startBackend({ ...storage, env: { ...storage.env, ...env } });
  });
  afterAll(async () => {
    await backend?.dispose();
  });
  return {
    get() {
      if (!backend) throw new Error('the shared backend is not running');
      return backend;
    },
  };
}
