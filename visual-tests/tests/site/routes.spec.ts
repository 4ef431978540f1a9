// The menu module alone: the package entry also loads the locale JSON, which Node's loader here cannot.

import type { Page } from '@playwright/test';
import { sectionRedirects } from '../../../packages/content/src/menu';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';

// What no page's own file covers: redirects, the not-found page, the language switch, scroll restoration and
// code that fails to load. Every public page's visit is in the page table (pages.spec.ts).
// Widths: redirects, status codes, language, scroll restoration and reloads do not depend on the width and run
// at desktop size; the search link left by code that failed to load sits in a header that differs on a phone
// and runs at both.

test('a section path goes to its default target', { tag: DESKTOP_ONLY }, async ({ page, site }) => {
  for (const { from, to } of sectionRedirects().slice(0, 4)) {
    await page.goto(`${site.url}${from}`);
    await expect(page).toHaveURL(`${site.url}${to}`);
  }
});

test('an unknown path shows the not-found page with a way home', { tag: DESKTOP_ONLY }, async ({
  page,
  site,
  consoleGuard,
}) => {
  consoleGuard.allow(/404 \(Not Found\)/);
  const response = await page.goto(`${site.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();
  await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
});

test('a not-visible menu entry is not routed', { tag: DESKTOP_ONLY }, async ({
  page,
  site,
  consoleGuard,
}) => {
  consoleGuard.allow(/404 \(Not Found\)/);
  const response = await page.goto(`${site.url}/ir/Schedule`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: '홈으로 돌아가기' })).toBeVisible();
});

test('?lng=en switches to English and the choice persists under language-storage', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await page.goto(`${site.url}/company/Location?lng=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('language-storage')))
    .toContain('"en"');
  await page.goto(`${site.url}/company/Location`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${site.url}/company/Location?lng=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${site.url}/ko/company/Location`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('a page the visitor scrolled before the application started stays where it was', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  // Hold the JavaScript until the visitor has scrolled the server's HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/company/intro/History`, { waitUntil: 'commit' });
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('the page scrolls to top on a route change', { tag: DESKTOP_ONLY }, async ({ page, site }) => {
  await page.goto(`${site.url}/company/intro/History`);
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: '사이트맵' }).click();
  await expect(page).toHaveURL(/\/Sitemap$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** Fails the requests for script chunks the page has not loaded yet: the first one only, or all of them. */
async function failNewChunks(page: Page, { once }: { once: boolean }): Promise<{ failed: () => number }> {
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    ),
  );
  let failed = 0;
  await page.route('**/assets/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (loaded.has(path) || (once && failed > 0)) return route.continue();
    failed += 1;
    return route.abort('connectionreset');
  });
  return { failed: () => failed };
}

/** What the browser logs when a script chunk fails to load. */
const failedModuleLoad =
  /Failed to load resource|dynamically imported module|Importing a module script failed/;

/**
 * The sitemap, hydrated, with every chunk it needs loaded, the search dialog's too (opened with its shortcut
 * and closed, rather than left to the browser's idle time): what loads after that belongs to the next page.
 */
async function openLiveSitemap(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/Sitemap`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.waitForLoadState('networkidle');
}

/** A client navigation from the sitemap to the company history page. */
async function clickHistoryLink(page: Page): Promise<void> {
  await page.locator('main').getByRole('link', { name: '연혁', exact: true }).first().click();
}

test('a page module that fails to load reloads the page once, which then shows it', {
  tag: DESKTOP_ONLY,
}, async ({ page, site, consoleGuard }) => {
  consoleGuard.allow(failedModuleLoad);
  await openLiveSitemap(page, site.url);
  const chunks = await failNewChunks(page, { once: true });
  const reloaded = page.waitForEvent('load');
  await clickHistoryLink(page);
  await reloaded;
  expect(chunks.failed()).toBe(1);
  await expect(page).toHaveURL(/\/company\/intro\/History$/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.locator('h1')).toContainText('연혁');
  // A later failure may reload again: the mark of this reload is gone once a module loaded.
  expect(await page.evaluate(() => sessionStorage.getItem('route-module-reloaded'))).toBeNull();
});

test('a page module that fails again after the reload leaves the layout and says so', {
  tag: DESKTOP_ONLY,
}, async ({ page, site, consoleGuard }) => {
  consoleGuard.allow(failedModuleLoad);
  await openLiveSitemap(page, site.url);
  // The page already reloaded once for a failed module.
  await page.evaluate(() => sessionStorage.setItem('route-module-reloaded', '1'));
  await failNewChunks(page, { once: false });
  await clickHistoryLink(page);
  await expect(page.getByText('정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/intro\/History$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('code that loads after the first paint and fails to load leaves the page working: the search stays a link', async ({
  page,
  site,
  consoleGuard,
}) => {
  consoleGuard.allow(failedModuleLoad);
  // The search dialog's module (the one script that names the dialog's title) cannot be loaded, ever.
  let failed = 0;
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('site_search.dialog_title')) return route.fulfill({ response });
    failed += 1;
    return route.abort('connectionreset');
  });
  await page.goto(`${site.url}/Sitemap`);
  await expect.poll(() => failed).toBeGreaterThan(0);
  const search = page.getByRole('banner').getByRole('link', { name: '검색', exact: true });
  // Given up on, the dialog leaves a plain link to the results page, without the shortcuts it would take.
  await expect(search).not.toHaveAttribute('aria-keyshortcuts');
  await expect(search).toHaveAttribute('href', '/search');
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page was not reloaded for it, and is all there.
  expect(failed).toBe(1);
  await expect(page.locator('main').getByRole('link', { name: '연혁', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a first visitor whose browser prefers English gets the English home straight from the server', {
  tag: DESKTOP_ONLY,
}, async ({ browser, site }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      documents.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${site.url}/`);
  await expect(page).toHaveURL(`${site.url}/en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The Korean page never reached the browser: the server answered / with the redirect itself.
  expect(documents).toEqual([`302 ${site.url}/`, `200 ${site.url}/en`]);
  // The switcher's choice is remembered where the server reads it.
  await page.goto(`${site.url}/ko/company/Location`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.goto(`${site.url}/`);
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await context.close();
});
