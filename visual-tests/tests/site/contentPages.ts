import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';

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
