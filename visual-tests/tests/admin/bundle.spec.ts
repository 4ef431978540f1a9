import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../../src/fixtures';
import { type Manifest, readManifest, siteDir, sourceMapsDir, staticClosure } from '../../src/manifest';
import { DESKTOP_ONLY } from '../../src/projects';

/**
 * A visitor never downloads the editor, the dialogs, the image picker or the auth client: every chunk
 * reachable by static imports from index.html and from each public page module (and from the news detail
 * page's lazy admin hook) is checked through its source map for those modules.
 */

const forbidden =
  /@tiptap|prosemirror|@supabase\/(?:supabase|auth|storage|realtime|functions)-js|@supabase\+(?:supabase|auth|storage|realtime|functions)-js|react-alert-dialog|\/RichEditor\/|\/ImageField\/|\/ConfirmDialog\/|apps\/site\/src\/admin\/(?!NewsAdminActions\.tsx)/;

function publicStarts(manifest: Manifest): string[] {
  return Object.keys(manifest).filter(
    (key) =>
      key === 'index.html' ||
      key === 'src/app/startApp.tsx' ||
      key === 'src/admin/NewsAdminActions.tsx' ||
      (key.startsWith('src/pages/') && !key.startsWith('src/pages/admin/')),
  );
}

/**
 * The modules a chunk was built from. The bundler's own tiny helpers (runtime, preload helper) have no
 * source map: those must stay tiny and free of the editor's and the auth client's names.
 */
function sourcesOf(file: string): string[] {
  const map = join(sourceMapsDir, `${file}.map`);
  if (!existsSync(map)) {
    const code = readFileSync(join(siteDir, file), 'utf8');
    expect(code.length, `${file} has no source map and is not a tiny helper`).toBeLessThan(4096);
    expect(code).not.toMatch(/tiptap|ProseMirror|GoTrue|supabase/i);
    return [];
  }
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

test('chunks of public pages contain no editor, dialog, image picker or auth code', () => {
  const manifest = readManifest();
  const starts = publicStarts(manifest);
  expect(starts.length).toBeGreaterThan(30);
  const files = staticClosure(manifest, starts);
  const offending = [...files].flatMap((file) =>
    sourcesOf(file)
      .filter((source) => forbidden.test(source))
      .map((source) => `${file}: ${source.slice(source.lastIndexOf('node_modules/') + 1 || 0)}`),
  );
  expect(offending).toEqual([]);
  // Public reads do use postgrest-js, in a chunk of its own that loads with the first read.
  const lazyChunks = Object.values(manifest)
    .filter((entry) => files.has(entry.file))
    .flatMap((entry) => entry.dynamicImports ?? [])
    .flatMap((key) => manifest[key]?.file ?? [])
    .filter((file) => file.endsWith('.js'));
  const readsPostgrest = (file: string) => sourcesOf(file).some((source) => source.includes('postgrest-js'));
  expect(lazyChunks.some(readsPostgrest)).toBe(true);
  expect([...files].some(readsPostgrest)).toBe(false);
});

test('the published build carries no source maps and points at none', () => {
  const assets = readdirSync(join(siteDir, 'assets'));
  expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
  const scripts = assets.filter((file) => file.endsWith('.js'));
  expect(
    scripts.filter((file) =>
      readFileSync(join(siteDir, 'assets', file), 'utf8').includes('sourceMappingURL'),
    ),
  ).toEqual([]);
  // The maps exist beside the build, for tools and for the checks in this file.
  expect(readdirSync(join(sourceMapsDir, 'assets')).length).toBeGreaterThan(scripts.length / 2);
});

test('the admin pages do reach the editor and the auth client (the check above can see them)', () => {
  const manifest = readManifest();
  const adminFiles = staticClosure(manifest, ['src/pages/admin/ItemEditorPage.tsx']);
  const sources = [...adminFiles].flatMap(sourcesOf);
  expect(sources.some((source) => source.includes('@tiptap'))).toBe(true);
  expect(sources.some((source) => /@supabase\/auth-js|@supabase\+auth-js/.test(source))).toBe(true);
});

test('a visitor reading the news downloads none of the admin chunks', { tag: DESKTOP_ONLY }, async ({
  page,
  // A visitor reads the worker's admin server (no writes): it serves the same build.
  adminSite: site,
}) => {
  // Checked once, at desktop size.
  const manifest = readManifest();
  const adminOnly = new Set(
    Object.values(manifest)
      .filter((entry) => entry.file.endsWith('.js') && sourcesOf(entry.file).some((s) => forbidden.test(s)))
      .map((entry) => entry.file),
  );
  expect(adminOnly.size).toBeGreaterThan(0);
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname.slice(1)));
  await page.goto(`${site.url}/newsroom/News/1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${site.url}/`);
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((file) => adminOnly.has(file))).toEqual([]);
});
