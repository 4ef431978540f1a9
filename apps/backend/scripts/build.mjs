// Compiles the server for `pnpm start` and the staff command for `pnpm users`: src/main.ts and src/cli/users.ts
// with the workspace packages they import, bundled into dist/main.js and dist/users.js, with the npm packages
// left to Node. The server then runs without a TypeScript loader,
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
  entryPoints: [new URL('src/main.ts', root).pathname, new URL('src/cli/users.ts', root).pathname],
  outdir: new URL('dist', root).pathname,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
copyFileSync(new URL('src/db/init-pglite.mjs', root), new URL('dist/init-pglite.mjs', root));
