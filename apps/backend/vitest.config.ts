import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { TEST_PASSWORD_HASH_COST } from './test/support/test-env';

/**
 * The backend's tests as one Vitest project per storage target; which project runs a file follows from its path:
 * - `test/targets/`: both, each on its own target (`currentTarget()` in test/support/targets.ts);
 * - `*.postgres.test.ts`: the PostgreSQL project only;
 * - every other test (`src/`, `test/*.test.ts`, `*.pglite.test.ts`): the PGlite project only.
 * Each project's global setup (test/global-setup.ts) prepares only its own target: the PostgreSQL project starts
 * the throwaway cluster. `root` is this folder as seen from the configuration that lists the projects.
 */
export function backendProjects(root = '.'): TestProjectInlineConfiguration[] {
  const shared = {
    environment: 'node',
    // Inherited by the servers the suites start (test/support/test-env.ts says why).
    env: { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST },
    globalSetup: ['test/global-setup.ts'],
    // The API suites start real servers (PGlite takes seconds to open on a busy machine).
    testTimeout: 60_000,
    hookTimeout: 360_000,
  };
  return [
    {
      root,
      test: {
        ...shared,
        name: 'backend (PGlite)',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, 'test/**/*.postgres.test.ts'],
        provide: { backendTarget: 'pglite' },
      },
    },
    {
      root,
      test: {
        ...shared,
        name: 'backend (PostgreSQL)',
        include: ['test/targets/**/*.test.ts', 'test/**/*.postgres.test.ts'],
        provide: { backendTarget: 'postgres' },
      },
    },
  ];
}

export default defineConfig({ test: { projects: backendProjects() } });
