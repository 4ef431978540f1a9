import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { skipIntro, stubYoutube } from './dataPages';

// An English site in English: English lists, the English home's cards, popup and
// meeting banner show only items with an English version, counted and paged as such, and an English detail
// page's previous / next skip the Korean-only items; a Korean-only item's English URL still shows the marked
// Korean text and points search engines at the Korean page. Each section its own banner: the first page of
// each section wears its own art, with the heading's text legible on it.
// Widths: the English site's texts do not depend on the width (desktop size); the banners, whose art is cropped
// to the width, run at both.

const HANGUL = /[\uAC00-\uD7A3]/;

test.beforeEach(async ({ page }) => {
  await stubYoutube(page);
});

/** Every text of the locators, none of which may hold Hangul; at least `least` of them. */
async function expectEnglishTitles(titles: Locator, least: number): Promise<string[]> {
  await expect(titles.first()).toBeVisible();
  const texts = await titles.allInnerTexts();
  expect(texts.length).toBeGreaterThanOrEqual(least);
  for (const text of texts) expect(text, `an English list shows "${text}"`).not.toMatch(HANGUL);
  return texts;
}

async function expectNoKoreanOnlyNote(page: Page): Promise<void> {
  await expect(page.locator('main [lang="ko"]')).toHaveCount(0);
  await expect(page.getByText('Korean only')).toHaveCount(0);
}

test.describe('an English site in English', () => {
  test('no Hangul in English lists: news (both pages), videos, e-notices and meeting notices', {
    tag: DESKTOP_ONLY,
  }, async ({ page, site }) => {
    // The sample content has 10 English news posts of 15: two pages of nine, counted as ten.
    await page.goto(`${site.url}/en/newsroom/News`);
    const news = page.getByRole('list', { name: 'News list' }).getByRole('article');
    await expect(page.getByText('10 results')).toBeVisible();
    const first = await expectEnglishTitles(news.locator('h2'), 9);
    await expectNoKoreanOnlyNote(page);
    await page.goto(`${site.url}/en/newsroom/News?page=2`);
    await expect(page.getByText('10 results')).toBeVisible();
    const second = await expectEnglishTitles(news.locator('h2'), 1);
    expect(first.length + second.length).toBe(10);
    await expectNoKoreanOnlyNote(page);

    // 4 videos of 6.
    await page.goto(`${site.url}/en/newsroom/Youtube`);
    const videos = page.getByRole('list', { name: /video/i }).getByRole('article');
    await expect(page.getByText('4 results')).toBeVisible();
    await expect(videos).toHaveCount(4);
    await expectEnglishTitles(videos.locator('h2'), 4);
    await expectNoKoreanOnlyNote(page);

    // 8 e-notices of 12.
    await page.goto(`${site.url}/en/ir/Announcement`);
    const notices = page.getByRole('table').getByRole('link');
    await expect(notices).toHaveCount(8);
    await expectEnglishTitles(notices, 8);
    await expectNoKoreanOnlyNote(page);

    // 2 meeting notices of 3.
    await page.goto(`${site.url}/en/ir/Shareholders`);
    const meetings = page.locator('main details summary');
    await expect(meetings).toHaveCount(2);
    await expectEnglishTitles(meetings, 2);
    await expectNoKoreanOnlyNote(page);

    // The Korean lists keep every item (under /ko: this visitor has been reading English pages).
    await page.goto(`${site.url}/ko/newsroom/Youtube`);
    await expect(page.getByRole('list', { name: /영상/ }).getByRole('article')).toHaveCount(6);
    await page.goto(`${site.url}/ko/ir/Announcement`);
    await expect(page.getByRole('table').getByRole('link')).toHaveCount(10);
    await page.goto(`${site.url}/ko/ir/Shareholders`);
    await expect(page.locator('main details summary')).toHaveCount(3);
  });

  test('no Hangul on the English home: news cards, the news popup and the meeting banner', {
    tag: DESKTOP_ONLY,
  }, async ({ page, site }) => {
    await skipIntro(page);
    await page.goto(`${site.url}/en`);
    const cards = page.getByRole('region', { name: 'Newsroom' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expectEnglishTitles(cards.locator('h3, h2'), 3);
    await expect(cards.nth(1)).toContainText('High-efficiency filters to cool an AI data center');
    await expect(page.getByRole('region', { name: 'Newsroom' }).locator('[lang="ko"]')).toHaveCount(0);

    const banner = page.getByRole('region', { name: 'General meeting', exact: true });
    await expect(banner).toContainText('Notice of the first extraordinary general meeting');
    expect((await banner.textContent()) ?? '').not.toMatch(HANGUL);

    await page.getByRole('button', { name: 'CleanAir Tech news' }).click();
    const popup = page.locator('section[data-state="open"]');
    const links = popup.getByRole('link').filter({ hasNotText: /more|all/i });
    await expect(popup.getByRole('link', { name: /Q3 2025 results/ })).toBeVisible();
    await expectEnglishTitles(links, 3);
    await expect(popup.locator('[lang="ko"]')).toHaveCount(0);
  });

  test('English previous / next skip the Korean-only posts; Korean ones do not', {
    tag: DESKTOP_ONLY,
  }, async ({ page, site }) => {
    // Post 3 is translated, 4 is Korean only, 5 is translated.
    await page.goto(`${site.url}/en/newsroom/News/3`);
    const around = page.getByRole('navigation', { name: 'Previous and next posts' });
    await expect(around.getByRole('link', { name: /Dry room contract signed/ })).toBeVisible();
    await expect(around.locator('[lang="ko"]')).toHaveCount(0);
    expect((await around.textContent()) ?? '').not.toMatch(HANGUL);
    await expect(around.getByRole('link').last()).toHaveAttribute('href', '/en/newsroom/News/5');

    await page.goto(`${site.url}/ko/newsroom/News/3`);
    const korean = page.getByRole('navigation', { name: '이전글/다음글' });
    await expect(korean.getByRole('link', { name: /2024 국제 클린룸·공조 산업전 참가/ })).toBeVisible();

    // Video 5 is translated; 4 and 6 are Korean only: the English neighbours are 3 and none.
    await page.goto(`${site.url}/en/newsroom/Youtube/5`);
    const videoAround = page.getByRole('navigation', { name: 'Previous and next posts' });
    await expect(videoAround.getByRole('link')).toHaveCount(1);
    await expect(videoAround.getByRole('link')).toHaveAttribute('href', '/en/newsroom/Youtube/3');
  });

  test('a Korean-only item keeps its English URL: the Korean text marked, canonical to the Korean page', {
    tag: DESKTOP_ONLY,
  }, async ({ page, site }) => {
    for (const [path, korean] of [
      ['/newsroom/News/4', '2024 국제 클린룸·공조 산업전 참가… Durafiltex 신제품 공개'],
      ['/ir/Announcement/7', '합병에 따른 채권자 이의제출 공고'],
      ['/newsroom/Youtube/4', '이슬점 -60℃, 2차전지 드라이룸의 비밀'],
    ] as const) {
      const answer = await page.goto(`${site.url}/en${path}`);
      expect(answer?.status()).toBe(200);
      const title = page.locator('main article > header h2');
      await expect(title.locator('[lang="ko"]')).toHaveText(korean);
      await expect(title.getByText('Korean only')).toBeVisible();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(path);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Each section its own banner.

const sectionFirstPages = {
  company: '/company/intro/Intro',
  business: '/business/Business',
  sustainability: '/sustainability/Overview',
  ir: '/ir/Overview',
  careers: '/careers/Jobs',
  newsroom: '/newsroom/News',
} as const;

/** The mean colour of an image (a PNG screenshot), read through a canvas in the page. */
async function meanColour(page: Page, png: Buffer): Promise<[number, number, number]> {
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, canvas.width, canvas.height);
    let [red, green, blue] = [0, 0, 0];
    for (let i = 0; i < pixels.length; i += 4) {
      red += pixels[i] ?? 0;
      green += pixels[i + 1] ?? 0;
      blue += pixels[i + 2] ?? 0;
    }
    const count = pixels.length / 4;
    return [red / count, green / count, blue / count] as [number, number, number];
  }, png.toString('base64'));
}

/** The relative luminance (WCAG) of the lightest pixel of a PNG. */
async function lightestLuminance(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, canvas.width, canvas.height);
    const linear = (value: number) => {
      const s = value / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    let lightest = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const luminance =
        0.2126 * linear(pixels[i] ?? 0) +
        0.7152 * linear(pixels[i + 1] ?? 0) +
        0.0722 * linear(pixels[i + 2] ?? 0);
      if (luminance > lightest) lightest = luminance;
    }
    return lightest;
  }, png.toString('base64'));
}

/** The page hero: the one header that tells whether it has an image. */
const hero = (page: Page) => page.locator('header[data-has-image]');

test.describe('each section its own banner', () => {
  test('the first page of each section shows its own art in its band, with its text legible on it', async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    const colours: Record<string, [number, number, number]> = {};
    const sources = new Set<string>();
    for (const [section, path] of Object.entries(sectionFirstPages)) {
      await page.goto(`${site.url}${path}`);
      const band = hero(page);
      await expect(band).toHaveAttribute('data-has-image', 'true');
      const source = await band.evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(source).toContain(`hero-${section}`);
      sources.add(source);
      // The art has arrived and is painted.
      await page.waitForFunction((url) => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(url));
        return entry !== undefined;
      }, `hero-${section}`);
      await page.waitForTimeout(100);

      // Where the band's texts are (each text's own extent, not its block's), then the band as drawn without
      // them: its colour, and its lightest pixel behind each text.
      const textBoxes = await band.evaluate((element) =>
        Array.from(element.querySelectorAll('h1, p, li a')).map((text) => {
          const range = document.createRange();
          range.selectNodeContents(text);
          const { x, y, width, height } = range.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
      expect(textBoxes.length).toBeGreaterThanOrEqual(3);
      await band.locator('> div').evaluate((element) => {
        (element as HTMLElement).style.visibility = 'hidden';
      });
      colours[section] = await meanColour(page, await band.screenshot());
      for (const box of textBoxes) {
        const lightest = await lightestLuminance(page, await page.screenshot({ clip: box }));
        const contrast = 1.05 / (lightest + 0.05);
        expect(contrast, `white text on the ${section} band`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(sources.size).toBe(6);

    // Each band looks its own: its mean colour is clearly apart from every other's.
    const names = Object.keys(colours);
    for (const [i, a] of names.entries()) {
      for (const b of names.slice(i + 1)) {
        const none: [number, number, number] = [0, 0, 0];
        const [ca, cb] = [colours[a] ?? none, colours[b] ?? none];
        const distance = Math.hypot(ca[0] - cb[0], ca[1] - cb[1], ca[2] - cb[2]);
        expect(
          distance,
          `${a} and ${b} bands: ${ca.map(Math.round)} vs ${cb.map(Math.round)}`,
        ).toBeGreaterThan(12);
      }
    }
  });
});
