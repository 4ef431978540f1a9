import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The API suites start real servers (PGlite takes seconds to open on a busy machine).
    testTimeout: 60_000,
    hookTimeout: 360_000,
  },
});
