import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // The ui library from its sources, one module per component: the bundler then keeps the editor
    // (Tiptap), the dialogs and their styles in the chunks of the pages that use them. The published
    // single-file build would put all of it into the entry chunk of every public page.
    alias: [
      {
        find: /^@company\/ui$/,
        replacement: fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(['/rest', '/auth', '/storage', '/config.json'].map((path) => [path, backend])),
  },
  // Every browser the site supports preloads modules itself: no polyfill in the entry.
  build: {
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    // Chunks are named by their hash alone: every chunk names the chunks it imports, and the route table
    // names every page's, so short names are bytes saved on every page (source maps keep the real names).
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
});
