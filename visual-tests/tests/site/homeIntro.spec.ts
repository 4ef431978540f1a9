import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { readManifest } from '../../src/manifest';
import { DESKTOP_ONLY } from '../../src/projects';
import { stubYoutube } from './dataPages';

// The intro on the site's home: a first visit plays it over the painted page, it comes back only after
// 60 minutes (local storage key introLastShown), and reduced motion never plays it.
const INTRO_KEY = 'introLastShown';
const overlay = (page: Page) => page.locator('[data-phase]');

/** Sets when the intro last showed, before the page's own scripts run. */
async function introLastShown(page: Page, minutesAgo: number): Promise<void> {
  await page.addInitScript(
    ({ key, at }) => {
      if (window.top === window) window.localStorage.setItem(key, String(at));
    },
    { key: INTRO_KEY, at: Date.now() - minutesAgo * 60_000 },
  );
}

/** Home is live and settled, and no intro covers it. */
async function expectNoIntro(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.waitForLoadState('networkidle');
  await expect(overlay(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await stubYoutube(page);
});

test('a first visit plays the intro over the painted page, marks it shown, and a reload does not play it again', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/`);
  // The page is on screen under the overlay: its heading was painted from the server's HTML.
  await expect(page.locator('main h1').first()).toBeAttached();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByText('깨끗한 공기로 산업의 내일을 설계합니다').first()).toBeAttached();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const shownAt = Number(await page.evaluate((key) => window.localStorage.getItem(key), INTRO_KEY));
  expect(Date.now() - shownAt).toBeLessThan(60_000);

  await page.getByRole('button', { name: '인트로 건너뛰기' }).click();
  await expect(overlay(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await page.reload();
  await expectNoIntro(page);
});

// Whether the intro shows is decided by time, preference and language, not by the screen: the tests below
// run once, at desktop size.
test('the intro plays again once more than 60 minutes have passed, not before', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await introLastShown(page, 59);
  await page.goto(`${site.url}/`);
  await expectNoIntro(page);

  const later = await page.context().newPage();
  await stubYoutube(later);
  await introLastShown(later, 61);
  await later.goto(`${site.url}/`);
  await expect(overlay(later)).toBeVisible();
});

test('under reduced motion home opens without the intro', { tag: DESKTOP_ONLY }, async ({ page, site }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${site.url}/`);
  await expectNoIntro(page);
});

test('the English intro speaks English and loads no Korean translations', { tag: DESKTOP_ONLY }, async ({
  page,
  site,
}) => {
  // The English page has every English text before it hydrates; the intro needs nothing more.
  const koreanModule = readManifest()['src/i18n/bundles/ko.ts'];
  expect(koreanModule, 'the Korean translations are a module of their own').toBeDefined();
  const koreanTranslations = new Set([`/${koreanModule?.file}`]);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (koreanTranslations.has(pathname)) fetched.push(pathname);
  });
  await page.goto(`${site.url}/en`);
  await expect(
    overlay(page).getByText("Designing industry's tomorrow with clean air").first(),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
});
