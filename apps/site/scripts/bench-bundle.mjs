// Prints the gzipped JavaScript and CSS each route loads first: the entry chunk with its static imports,
// the route's page module with its static imports, and the locale chunks of the page's language.
// Run after `pnpm --filter @company/site build` (which writes dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks a key loads before anything else runs: itself and its static imports, recursively. */
function staticClosure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipped.get(file);
}

function localeKeys(language) {
  return Object.keys(manifest).filter((key) => key.includes(`locales/${language}/`));
}

const routes = [
  ['home (/)', 'src/pages/home/HomePage.tsx', 'ko', 170],
  ['company intro', 'src/pages/company/IntroPage.tsx', 'ko', 140],
  ['DurafiltexC', 'src/pages/business/MaterialPage.tsx', 'ko', 140],
  ['careers FAQ', 'src/pages/careers/FaqPage.tsx', 'ko', 140],
  ['news list', 'src/pages/newsroom/NewsListPage.tsx', 'ko', 140],
  ['news detail', 'src/pages/newsroom/NewsDetailPage.tsx', 'ko', 140],
  ['announcement list', 'src/pages/ir/AnnouncementListPage.tsx', 'ko', 140],
  ['home (/en)', 'src/pages/home/HomePage.tsx', 'en', 170],
  ['login (admin)', 'src/pages/admin/LoginPage.tsx', 'ko', null],
  ['news editor (admin)', 'src/pages/admin/NewsEditorPage.tsx', 'ko', null],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('route                  JS (gzip)   CSS (gzip)  target JS');
for (const [name, pageKey, language, target] of routes) {
  const chunks = staticClosure(['index.html', pageKey, ...localeKeys(language)]);
  let js = 0;
  let css = 0;
  const cssFiles = new Set();
  for (const key of chunks) {
    const chunk = manifest[key];
    js += gzipSize(chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gzipSize(file);
  const verdict = target === null ? '(admin)' : `${js / 1024 <= target ? 'ok' : 'OVER'} ≤ ${target} KB`;
  console.log(`${name.padEnd(22)} ${kb(js).padStart(9)}  ${kb(css).padStart(10)}  ${verdict}`);
}
