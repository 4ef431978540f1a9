// Prints the gzipped JavaScript and CSS each route loads first: the entry chunk with its static imports and
// the route's page module with its static imports (the server-rendered HTML preloads both), and the modules of
// the translation namespaces its HTML preloads (the page frame's and the page's own, in its language).
// Run after `pnpm --filter @company/site build` (which writes dist/.vite/manifest.json and the pages).
import { existsSync, readFileSync } from 'node:fs';
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

const routes = [
  ['home (/)', 'src/pages/home/HomePage.tsx', '/', 170],
  ['company intro', 'src/pages/company/IntroPage.tsx', '/company/intro/Intro', 150],
  ['DurafiltexC', 'src/pages/business/MaterialPage.tsx', '/business/materials/DurafiltexC', 150],
  ['careers FAQ', 'src/pages/careers/FaqPage.tsx', '/careers/info/FAQ', 150],
  ['news list', 'src/pages/newsroom/PostListPage.tsx', '/newsroom/News', 150],
  ['news detail', 'src/pages/newsroom/PostDetailPage.tsx', null, 150],
  ['announcement list', 'src/pages/ir/AnnouncementListPage.tsx', '/ir/Announcement', 150],
  ['home (/en)', 'src/pages/home/HomePage.tsx', '/en', 170],
  ['login (admin)', 'src/pages/admin/LoginPage.tsx', '/login', null],
  ['item editor (admin)', 'src/pages/admin/ItemEditorPage.tsx', null, null],
];

function htmlSize(path) {
  if (path === null) return undefined;
  const file = path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
  return existsSync(join(dist, file)) ? gzipSize(file) : undefined;
}

/** The gzipped translation modules a prerendered page preloads (`locales/<language>/<namespace>.json`). */
function translationsSize(path) {
  if (path === null) return undefined;
  const file = path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
  if (!existsSync(join(dist, file))) return undefined;
  const preloaded = new Set(
    [
      ...readFileSync(join(dist, file), 'utf8').matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g),
    ].map((match) => match[1]),
  );
  return Object.entries(manifest)
    .filter(([key, chunk]) => key.includes('locales/') && preloaded.has(chunk.file))
    .reduce((sum, [, chunk]) => sum + gzipSize(chunk.file), 0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('route                  JS (gzip)   CSS (gzip)  HTML (gzip)  texts (gzip)  target JS');
for (const [name, pageKey, path, target] of routes) {
  if (!manifest[pageKey])
    throw new Error(`${pageKey} (${name}) is not in the build's manifest: is the path right?`);
  // The entry paints first, then imports the application (src/app/startApp.tsx): both are the first load.
  const chunks = staticClosure(['index.html', 'src/app/startApp.tsx', pageKey]);
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
  const html = htmlSize(path);
  const htmlText = html === undefined ? '(on request)' : kb(html);
  const texts = translationsSize(path);
  const textsText = texts === undefined ? '(on request)' : kb(texts);
  console.log(
    `${name.padEnd(22)} ${kb(js).padStart(9)}  ${kb(css).padStart(10)}  ${htmlText.padStart(11)}  ${textsText.padStart(12)}  ${verdict}`,
  );
}
