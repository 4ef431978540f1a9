// Compiles the server for `pnpm start`: src/main.ts and the workspace packages it imports, bundled into
// dist/main.js, with the npm packages left to Node. The server then runs without a TypeScript loader,
// which held some 40 MB of memory of its own in every running server (docs/performance.md).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const npmPackages = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@company/'));

// dist/ sits beside src/ at the same depth, so the paths the server finds from its own file (the repository's
// root, the PGlite initialiser) hold for both.
mkdirSync(new URL('dist', root), { recursive: true });
await build({
  entryPoints: [new URL('src/main.ts', root).pathname],
  outfile: new URL('dist/main.js', root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
copyFileSync(new URL('src/db/init-pglite.mjs', root), new URL('dist/init-pglite.mjs', root));
