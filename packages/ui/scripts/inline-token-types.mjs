// @company/tokens is bundled into @company/ui, not published beside it. Its declarations are emitted
// into dist/types/tokens; this points the package's own declarations at them instead of the package name.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const typesRoot = fileURLToPath(new URL('../dist/types/', import.meta.url));
const tokensIndex = join(typesRoot, 'tokens/index');

function declarationFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return declarationFiles(path);
    return path.endsWith('.d.ts') ? [path] : [];
  });
}

let rewritten = 0;
for (const file of declarationFiles(join(typesRoot, 'src'))) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('@company/tokens')) continue;
  let target = relative(dirname(file), tokensIndex).split('\\').join('/');
  if (!target.startsWith('.')) target = `./${target}`;
  const next = text
    .replace(/^import '@company\/tokens\/[^']+';\n/gm, '')
    .replace(/(from\s+|import\()'@company\/tokens'/g, `$1'${target}'`);
  writeFileSync(file, next);
  rewritten += 1;
}
console.log(`inline-token-types: ${rewritten} declaration file(s) now point at dist/types/tokens`);
