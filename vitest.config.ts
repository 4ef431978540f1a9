import { defineConfig } from 'vitest/config';

// One run over every package's own vitest config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
