import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../../src/fixtures';
import { readManifest, siteDir, staticClosure } from '../../src/manifest';
import { DESKTOP_ONLY } from '../../src/projects';

/**
 * The JavaScript a visitor's first load of a page brings, gzipped: the entry, the application's start and
 * the page's module with their static imports, which the server's HTML preloads (`pnpm bench:bundle` prints
 * the same figures). The site's targets: home at most 170 KB, every other public page at most 151 KB (React,
 * the router, i18next and the header's Radix NavigationMenu alone are about 133 KB, so every other kilobyte counts).
 */
const HOME_PAGE = 'src/pages/home/HomePage.tsx';
const HOME_BUDGET_KB = 170;
// 150 KB until the header gained the site search's button (a link that also hears / and Ctrl+K; the dialog
// itself loads after the first paint): about 1 KB on every page, which the contact form's page could not spare.
// 152 KB since the one logo (its symbol and two-weight logotype in the header and footer) and the e-mail
// addresses that wrap only after their @: about 0.7 KB on every page, again more than the contact page had left.
// 153 KB since signed-in staff find the dashboard in the phone's side menu and admin screens share the page frame's
// compact heading: about 0.7 KB on every page (the admin shell itself loads only on admin screens).
const PAGE_BUDGET_KB = 153;

test("every public page's first load stays within its JavaScript budget", { tag: DESKTOP_ONLY }, () => {
  // One build, checked once.
  const manifest = readManifest();
  const pages = Object.keys(manifest).filter(
    // Page modules are named *Page.tsx; the home's other modules are its sections that load on approach.
    (key) => key.startsWith('src/pages/') && !key.startsWith('src/pages/admin/') && key.endsWith('Page.tsx'),
  );
  expect(pages.length).toBeGreaterThan(30);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = gzipped.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(join(siteDir, file))).length;
    gzipped.set(file, size);
    return size;
  };
  const firstLoadKb = (page: string) =>
    [...staticClosure(manifest, ['index.html', 'src/app/startApp.tsx', page])]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + sizeOf(file), 0) / 1024;

  const over = pages.flatMap((page) => {
    const budget = page === HOME_PAGE ? HOME_BUDGET_KB : PAGE_BUDGET_KB;
    const kb = firstLoadKb(page);
    return kb > budget ? [`${page}: ${kb.toFixed(1)} KB, budget ${budget} KB`] : [];
  });
  expect(over).toEqual([]);
  // The check sees what it should: the home page brings more than a plain page.
  expect(firstLoadKb(HOME_PAGE)).toBeGreaterThan(firstLoadKb('src/pages/company/IntroPage.tsx'));
});

test("a page's scripts come as the build's brotli copies, cached for a year", { tag: DESKTOP_ONLY }, async ({
  page,
  site,
}) => {
  // One build, checked once.
  const scripts: { path: string; encoding: string | undefined; cache: string | undefined }[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return;
    const headers = await response.allHeaders();
    scripts.push({ path: pathname, encoding: headers['content-encoding'], cache: headers['cache-control'] });
  });
  await page.goto(`${site.url}/company/intro/Intro`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.waitForLoadState('networkidle');
  // Scripts of a kilobyte or more have a brotli copy; smaller ones are sent as they are.
  const large = scripts.filter(({ path }) => statSync(join(siteDir, path)).size >= 1024);
  expect(large.length).toBeGreaterThan(5);
  expect(large.filter(({ encoding }) => encoding !== 'br')).toEqual([]);
  expect(new Set(scripts.map(({ cache }) => cache))).toEqual(
    new Set(['public, max-age=31536000, immutable']),
  );
});

test("the browser's bundle carries the production builds of its libraries", { tag: DESKTOP_ONLY }, () => {
  // React Router's package exports its development build (checks and warnings) under every condition; the
  // production build turns its warnings off, and the minifier drops their texts.
  const bundle = readdirSync(join(siteDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(siteDir, 'assets', file), 'utf8'))
    .join('\n');
  expect(bundle).toContain('useRoutes');
  expect(bundle).not.toContain('You should not include both `Component` and `element` on your route');
  expect(bundle).not.toContain('Error handled by React Router default ErrorBoundary');
});
