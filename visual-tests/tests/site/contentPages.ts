import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';
import { MOBILE_ONLY } from '../../src/projects';

export type Language = 'ko' | 'en';

/** A content page: its path (unprefixed, Korean by default) and its page key (the SEO title names its h1). */
export interface ContentRoute {
  path: string;
  pageKey: string;
}

type SeoPages = Record<string, { title: string }>;

function seoPages(language: Language): SeoPages {
  const file = new URL(`../../../locales/${language}/seo.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { pages: SeoPages }).pages;
}

const titles = { ko: seoPages('ko'), en: seoPages('en') };

export function localizedPath(path: string, language: Language): string {
  return language === 'en' ? `/en${path}` : path;
}

/** The page's title as its h1 shows it (the SEO title of its page key). */
export function expectedTitle(route: ContentRoute, language: Language): string {
  const title = titles[language][route.pageKey]?.title;
  if (!title) throw new Error(`No SEO title for ${route.pageKey} in ${language}`);
  return title;
}

/** Opens a page and waits until its h1 is on screen and the web fonts are ready. */
export async function openContentPage(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await waitForWebFonts(page);
}

/** Loads every lazy image and waits for all of them, so a full-page screenshot is complete and stable. */
export async function settleImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? Promise.resolve()
          : new Promise((done) => image.addEventListener('load', done, { once: true })),
      ),
    );
  });
}

/** axe over the whole page (header and footer included) once its images are in. */
export async function checkA11y(page: Page) {
  await settleImages(page);
  await expectNoSeriousA11yViolations(page);
}

/** The shared checks of a template: axe, then a full-page baseline. */
export async function checkTemplate(page: Page, name: string) {
  await checkA11y(page);
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
}

/**
 * One test per route and language (at mobile width: routes.spec.ts sweeps every route on desktop): the page
 * opens with its title and at least one section heading.
 */
export function testRoutesLoad(routes: readonly ContentRoute[]): void {
  for (const language of ['ko', 'en'] as const) {
    for (const route of routes) {
      test(`${route.path} loads in ${language} with its title`, { tag: MOBILE_ONLY }, async ({
        page,
        site,
      }) => {
        // routes.spec.ts sweeps every route on desktop.
        await openContentPage(
          page,
          site.url + localizedPath(route.path, language),
          expectedTitle(route, language),
        );
        await expect(page.locator('main h2').first()).toBeVisible();
      });
    }
  }
}
