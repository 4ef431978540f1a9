import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

/** Chunks made from the admin's pages and their registry (src/pages/admin) are named with this prefix. */
const adminChunkPrefix = 'assets/admin-';

/** Matches the modules of the given npm packages, wherever pnpm puts them. */
function packageTest(...names: string[]): RegExp {
  const alternatives = names.map((name) => name.replace(/[/]/g, '[\\\\/]')).join('|');
  return new RegExp(
    `[\\\\/]node_modules[\\\\/](\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(${alternatives})[\\\\/]`,
  );
}

/**
 * React Router's production build. Its package exports only the development build (with its checks and
 * warnings) under every condition; the production one sits beside it.
 */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(/([\\/])development([\\/])/, '$1production$2');
  if (production === development)
    throw new Error(`React Router's production build not found beside ${development}`);
  return production;
}

export default defineConfig(({ isSsrBuild }) => ({
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
      {
        find: /^@company\/ui\/sections$/,
        replacement: fileURLToPath(new URL('../../packages/ui/src/sections.ts', import.meta.url)),
      },
      // The browser's bundle gets React Router's production build; the server build imports the package
      // as Node resolves it.
      ...(isSsrBuild ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction() }]),
    ],
  },
  // Translations and other JSON become `JSON.parse("…")`: a browser parses that string several times faster
  // than the same data as a JavaScript object literal, and the translations are parsed while the page starts.
  json: { stringify: true, namedExports: false },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(['/rest', '/auth', '/storage', '/config.json'].map((path) => [path, backend])),
  },
  build: {
    // Source maps without the comment that points browsers at them; the build then moves them out of the
    // published files (scripts/move-source-maps.mjs), so neither a server nor a static host ships them.
    sourcemap: 'hidden',
    manifest: true,
    // Font subsets stay files, loaded only when the page's text needs them, never inlined into the code.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    modulePreload: {
      // Every browser the site supports preloads modules itself: no polyfill in the entry.
      polyfill: false,
      // A public page's first load preloads all its chunks from the server's HTML. For later navigations
      // the route table lists only each page's style sheets (always kept): listing its JavaScript too
      // would cost every page 1.5 KB gzipped for a shallow graph (page, shared chunk, rarely one more)
      // that the browser discovers itself. The admin's deep editor graph keeps its full preload lists.
      resolveDependencies: (_file, deps, { hostId }) => (hostId.startsWith(adminChunkPrefix) ? deps : []),
    },
    rollupOptions: {
      // The intro gate is an entry of its own beside the page's: a script that imports and exports nothing, which
      // the home page's HTML runs as a classic script before its body (src/app/introGate.ts).
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              introGate: fileURLToPath(new URL('./src/app/introGate.ts', import.meta.url)),
              // Pretendard's faces: a style sheet of their own, linked at the end of each page's body
              // (server/document.ts) rather than inlined into every page's HTML.
              fonts: createRequire(import.meta.url).resolve('@company/tokens/fonts.css'),
            },
          }),
      output: {
        // The largest libraries in chunks of their own: they change less often than the site's code, so a
        // release of the site leaves them in the browser's cache.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: packageTest('react', 'react-dom', 'scheduler') },
            { name: 'router', test: packageTest('react-router') },
            { name: 'i18n', test: packageTest('i18next', 'react-i18next') },
          ],
        },
        // Chunks are named by their hash alone: every chunk names the chunks it imports, so short names
        // are bytes saved on every page (source maps keep the real names).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/pages/admin/')
            ? `${adminChunkPrefix}[hash].js`
            : 'assets/[hash].js',
      },
    },
  },
}));
