import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';

// Pretendard comes through CSS alone (@company/tokens/fonts.css): its dynamic subsets by unicode-range, so a
// page fetches only the subsets its text needs, with font-display: swap over metric-matched fallback faces.

/** Records the URL of every font file the page fetches. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') urls.push(request.url());
  });
  return urls;
}

/** The page's heading, its main text and its footer ask for Pretendard first. */
async function expectTextAskingForPretendard(page: Page): Promise<void> {
  for (const selector of ['h1', 'main p', 'footer']) {
    const family = await page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family).toMatch(/^Pretendard, "Pretendard Fallback",/);
  }
}

/** Whether the text of the first element matching the selector is drawn entirely in loaded Pretendard faces. */
function drawnInPretendard(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      const font = `${style.fontWeight} ${style.fontSize} Pretendard`;
      return document.fonts.check(font, element.textContent ?? '');
    });
}

test('the page’s text is drawn in Pretendard, no more faces fetched than it needs', async ({
  page,
  site,
}) => {
  const fonts = fontRequests(page);
  await page.goto(`${site.url}/company/intro/Intro`);
  await waitForWebFonts(page);
  await expectTextAskingForPretendard(page);

  await expect.poll(() => drawnInPretendard(page, 'h1')).toBe(true);
  await expect.poll(() => drawnInPretendard(page, 'main p')).toBe(true);
  const faces = await page.evaluate(() => {
    const pretendard = [...document.fonts].filter((face) => face.family === 'Pretendard');
    return {
      all: pretendard.length,
      loaded: pretendard.filter((face) => face.status === 'loaded').length,
      weights: [...new Set(pretendard.map((face) => face.weight))].sort(),
    };
  });
  // Every face is known to the browser (for text that comes later), at most three weights.
  expect(faces.weights).toEqual(['400', '600', '700']);
  expect(faces.all).toBeGreaterThan(200);
  // Only the faces the page draws with were fetched: a Korean page needs a few dozen of them.
  expect(faces.loaded).toBeGreaterThan(5);
  expect(faces.loaded).toBeLessThan(60);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.fonts].filter((face) => face.family === 'Pretendard' && face.status === 'loaded')
            .length,
      ),
    )
    .toBe(new Set(fonts).size);
});

test('an English page fetches only the few faces its Latin text needs', async ({ page, site }) => {
  const fonts = fontRequests(page);
  await page.goto(`${site.url}/en/company/intro/Intro`);
  await waitForWebFonts(page);
  await expect.poll(() => drawnInPretendard(page, 'h1')).toBe(true);
  const english = new Set(fonts).size;
  expect(english).toBeGreaterThan(0);
  expect(english).toBeLessThan(20);
});

test('text that arrives later, on another page, is drawn in Pretendard too', async ({ page, site }) => {
  await page.goto(`${site.url}/company/intro/Intro`);
  await waitForWebFonts(page);
  await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page).toHaveURL(/\/Privacy$/);
  await expect(page.locator('h1')).toHaveText('개인정보처리방침');
  await expect(page.locator('main p').first()).toBeVisible();
  await expect.poll(() => drawnInPretendard(page, 'main p')).toBe(true);
  await expect.poll(() => drawnInPretendard(page, 'h1')).toBe(true);
});

/** The height of every drawn text block of the page, in document order. */
function blockHeights(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, main p, main li, main td, footer p, nav a')]
      .filter((element) => element.checkVisibility())
      .map((element) => ({
        text: element.textContent?.slice(0, 40) ?? '',
        height: Math.round(element.getBoundingClientRect().height),
      })),
  );
}

/** Whether any of the named local fonts is installed. */
function hasLocalFont(page: Page, names: string[]) {
  return page.evaluate(
    (sources) =>
      new FontFace('probe', sources)
        .load()
        .then(() => true)
        .catch(() => false),
    names.map((name) => `local("${name}")`).join(', '),
  );
}

for (const path of ['/business/materials/DurafiltexC', '/en/business/materials/DurafiltexC']) {
  test(`with a metric twin of Arial and a Hangul fallback installed, Pretendard’s arrival moves no text (${path})`, async ({
    browser,
    page,
    site,
  }) => {
    await page.goto(`${site.url}${path}`);
    const latin = await hasLocalFont(page, ['Arial', 'Liberation Sans', 'Arimo', 'Nimbus Sans']);
    const hangul = await hasLocalFont(page, ['Noto Sans CJK KR', 'NanumGothic']);
    test.skip(!latin || !hangul, 'No metric-known fallback font is installed on this machine.');
    await waitForWebFonts(page);
    const inPretendard = await blockHeights(page);

    // The same page whose font files never arrive keeps the fallback faces for good.
    const context = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const fallbackPage = await context.newPage();
      await fallbackPage.route('**/*.woff2', (route) => route.abort());
      await fallbackPage.goto(`${site.url}${path}`);
      await expect(fallbackPage.locator('#root')).not.toHaveAttribute('data-hydrating');
      const inFallback = await blockHeights(fallbackPage);
      expect(inFallback.map((block) => block.text)).toEqual(inPretendard.map((block) => block.text));
      expect(inFallback.length).toBeGreaterThan(40);
      // The faces are scaled to Pretendard's average widths: now and then a line breaks a word earlier or later.
      const moved = inFallback.filter(
        (block, index) => Math.abs(block.height - (inPretendard[index]?.height ?? 0)) > 2,
      );
      expect(moved.length, JSON.stringify(moved)).toBeLessThanOrEqual(inFallback.length / 20);
    } finally {
      await context.close();
    }
  });
}

test('the page paints before it asks for a single face: the subsets load after the first paint', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/business/materials/DurafiltexC`);
  await waitForWebFonts(page);
  const { firstPaint, firstFont } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => /Pretendard-\w+\.subset/.test(entry.name))
      .map((entry) => entry.startTime);
    return { firstPaint: paint?.startTime ?? Number.NaN, firstFont: Math.min(...fonts) };
  });
  expect(firstPaint).toBeGreaterThan(0);
  expect(firstFont).toBeGreaterThan(firstPaint);
});

test('no script adds or swaps a font face: the faces are the style sheet’s', async ({ page, site }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { fontCalls: calls });
    const add = FontFaceSet.prototype.add;
    FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
      calls.push(face.family);
      return add.call(this, face);
    };
  });
  await page.goto(`${site.url}/business/materials/DurafiltexC`);
  await waitForWebFonts(page);
  await expect.poll(() => drawnInPretendard(page, 'main p')).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { fontCalls: string[] }).fontCalls)).toEqual([]);
  expect(await page.locator('html').getAttribute('data-pretendard')).toBeNull();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page’s text is drawn in Pretendard, over the metric-matched fallback stack', async ({
    page,
    site,
  }) => {
    const fonts = fontRequests(page);
    await page.goto(`${site.url}/business/materials/DurafiltexC`);
    await expect(page.locator('h1')).toHaveText('듀라필텍스 C');
    const family = await page
      .locator('main p')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family).toMatch(/^Pretendard, "Pretendard Fallback",/);
    expect(family).toContain('sans-serif');
    // The style sheet alone fetches the subsets the text needs.
    await expect
      .poll(() => fonts.filter((url) => /Pretendard-\w+\.subset\.\d+/.test(url)).length)
      .toBeGreaterThan(5);
  });
});
