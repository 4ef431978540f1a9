import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // As in the site build: the ui library from its sources, so the tests need no prior library build.
    alias: [
      {
        find: /^@company\/ui$/,
        replacement: fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url)),
      },
      {
        find: /^@company\/ui\/sections$/,
        replacement: fileURLToPath(new URL('../../packages/ui/src/sections.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'site',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: true,
  },
});
