import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';
import { ADMIN, insertAsAdmin, passwordToken, rest } from '../admin/helpers';

// Pretendard is installed by a script after the first paint: the faces the page's text needs load first and
// swap in over a few frames; the other faces load only when text needs them.

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
    expect(family.startsWith('Pretendard,')).toBe(true);
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

test('the page’s text is drawn in Pretendard, fetched after the first paint and no more faces than it needs', async ({
  page,
  site,
}) => {
  const fonts = fontRequests(page);
  await page.goto(`${site.url}/company/intro/Intro`);
  await waitForWebFonts(page);

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

  // No font file held up the first paint: the first one was asked for after it.
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    firstFont: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(timing.firstFont).toBeGreaterThan(timing.firstPaint);
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

test('the text moves from the fallback face to Pretendard a few blocks per frame, and all of it in the end', async ({
  page,
  site,
}) => {
  // Records, for every group of blocks the loader marks at once, how much text they hold.
  await page.addInitScript(() => {
    const batches: number[][] = [];
    (window as unknown as { pretendardBatches: number[][] }).pretendardBatches = batches;
    new MutationObserver((records) => {
      const marked = records
        .filter((record) => record.attributeName === 'data-pretendard-swap')
        .map((record) => record.target as Element)
        .filter((element) => element.hasAttribute('data-pretendard-swap'));
      if (marked.length > 0) batches.push(marked.map((element) => (element.textContent ?? '').trim().length));
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-pretendard-swap'] });
  });
  await page.goto(`${site.url}/business/materials/DurafiltexC`);
  await waitForWebFonts(page);

  const batches = await page.evaluate(
    () => (window as unknown as { pretendardBatches: number[][] }).pretendardBatches,
  );
  // A product page's text moves over several frames, each a few hundred characters (a block with text of its
  // own moves whole, however long).
  expect(batches.length).toBeGreaterThan(3);
  for (const batch of batches) {
    if (batch.length > 1)
      expect(batch.reduce((sum, characters) => sum + characters, 0)).toBeLessThanOrEqual(250);
  }
  // Installed, the page's text asks for Pretendard and no block keeps its mark.
  await expect(page.locator('[data-pretendard-swap]')).toHaveCount(0);
  await expectTextAskingForPretendard(page);
});

test('before a block moves to Pretendard, its text has been measured in Pretendard at the size and weight it is drawn in', async ({
  page,
  site,
}) => {
  // Reading a face's glyphs is most of the cost of moving text to it; measured beforehand on a canvas (in
  // short tasks), they are known by the frame that moves the block. The page records every measurement and,
  // as each block is marked, the texts of the block that no measurement in their font covered.
  await page.addInitScript(() => {
    const measured: Array<{ font: string; text: string }> = [];
    const unmeasured: string[] = [];
    const marked: number[] = [];
    Object.assign(window, { glyphWarmup: { unmeasured, marked } });
    const measureText = CanvasRenderingContext2D.prototype.measureText;
    CanvasRenderingContext2D.prototype.measureText = function (this: CanvasRenderingContext2D, text) {
      measured.push({ font: this.font, text });
      return measureText.call(this, text);
    };
    const probe = document.createElement('canvas').getContext('2d');
    new MutationObserver((records) => {
      for (const record of records) {
        const block = record.target as Element;
        if (!probe || !block.hasAttribute('data-pretendard-swap')) continue;
        marked.push(1);
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          const text = (node.nodeValue ?? '').trim();
          if (!element || text === '' || element.closest('script, style')) continue;
          const style = getComputedStyle(element);
          probe.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} Pretendard`;
          const drawn = style.textTransform === 'uppercase' ? text.toUpperCase() : text;
          const measuredText = measured
            .filter((measurement) => measurement.font === probe.font)
            .map((measurement) => measurement.text)
            .join('');
          if (!measuredText.includes(drawn)) unmeasured.push(`${probe.font}: ${drawn.slice(0, 40)}`);
        }
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-pretendard-swap'] });
  });
  await page.goto(`${site.url}/business/materials/DurafiltexC`);
  await waitForWebFonts(page);

  const { unmeasured, marked } = await page.evaluate(
    () => (window as unknown as { glyphWarmup: { unmeasured: string[]; marked: number[] } }).glyphWarmup,
  );
  expect(marked.length).toBeGreaterThan(5);
  expect(unmeasured).toEqual([]);
});

test('the body’s own font never changes (that would restyle the whole page): its children, and what is added to it later, draw Pretendard', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/business/materials/DurafiltexC`);
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const before = await bodyFont();
  expect(before.startsWith('"Pretendard Fallback"')).toBe(true);
  await waitForWebFonts(page);
  expect(await bodyFont()).toBe(before);
  await expectTextAskingForPretendard(page);
  // A dialog's portal is a new child of the body: it draws Pretendard from the start.
  const added = await page.evaluate(() => {
    const dialog = document.createElement('div');
    dialog.innerHTML = '<p>듀라필텍스 대화상자</p>';
    document.body.append(dialog);
    return new Promise<string>((resolve) =>
      requestAnimationFrame(() => resolve(getComputedStyle(dialog.querySelector('p') as Element).fontFamily)),
    );
  });
  expect(added.startsWith('Pretendard,')).toBe(true);
});

test('while Pretendard goes in, the parts below the fold stay out of layout at their own size, and all come back', async ({
  page,
  site,
}) => {
  // Records every part the loader keeps out of layout: where it was then, and the size it kept.
  await page.addInitScript(() => {
    const kept: Array<{ top: number; fold: number; size: string; height: number }> = [];
    (window as unknown as { keptOut: typeof kept }).keptOut = kept;
    new MutationObserver((records) => {
      for (const record of records) {
        const part = record.target as HTMLElement;
        if (part.style.contentVisibility !== 'auto') continue;
        // Its box once kept out: still below the fold, its content box the placeholder's size.
        const box = part.getBoundingClientRect();
        const style = getComputedStyle(part);
        const edges = ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'];
        const height = edges.reduce(
          (sum, edge) => sum - Number.parseFloat(style.getPropertyValue(edge)),
          box.height,
        );
        kept.push({ top: box.top, fold: innerHeight, size: part.style.containIntrinsicSize, height });
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['style'] });
  });
  await page.goto(`${site.url}/business/materials/DurafiltexC`);
  await waitForWebFonts(page);
  const kept = await page.evaluate(
    () =>
      (window as unknown as { keptOut: Array<{ top: number; fold: number; size: string; height: number }> })
        .keptOut,
  );
  expect(kept.length).toBeGreaterThan(2);
  for (const part of kept) {
    expect(part.top).toBeGreaterThanOrEqual(part.fold);
    // Its placeholder is its own size, so the page keeps its length.
    expect(Number.parseFloat(part.size.split(' ')[1] ?? '')).toBeCloseTo(part.height, 0);
  }
  // Installed, every part is back in layout.
  expect(await page.evaluate(() => document.querySelectorAll('[style*="content-visibility"]').length)).toBe(
    0,
  );
});

test('code in a news item keeps its monospace face while the page moves to Pretendard', async ({
  page,
  site,
}) => {
  // Records the font of the item's code block each time the loader marks elements.
  await page.addInitScript(() => {
    const fonts: string[] = [];
    (window as unknown as { codeFonts: string[] }).codeFonts = fonts;
    new MutationObserver(() => {
      const code = document.querySelector('main pre');
      if (code) fonts.push(getComputedStyle(code).fontFamily);
    }).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-pretendard-swap', 'data-pretendard-settled'],
    });
  });
  const id = await insertAsAdmin(site.url, 'news', {
    title: '코드가 있는 소식',
    // Longer than one frame's text, so that the code block moves as a block of its own.
    content: `<p>${'클린룸의 설정 예시는 다음과 같습니다. '.repeat(12)}</p><pre>청정도 = ISO 5; 풍속 = 0.45</pre>`,
    thumbnail: '/media/logo.svg',
  });
  try {
    await page.goto(`${site.url}/newsroom/News/${id}`);
    await waitForWebFonts(page);
    const fonts = await page.evaluate(() => (window as unknown as { codeFonts: string[] }).codeFonts);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).not.toMatch(/Pretendard/);
  } finally {
    const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
    await rest(site.url, token, 'DELETE', `news?id=eq.${id}`);
  }
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

    // The same page without JavaScript keeps the fallback faces for good.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    try {
      const fallbackPage = await context.newPage();
      await fallbackPage.goto(`${site.url}${path}`);
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page’s text is drawn in the metric-matched fallback stack, which names no Pretendard face', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/business/materials/DurafiltexC`);
    await expect(page.locator('h1')).toHaveText('듀라필텍스 C');
    const family = await page
      .locator('main p')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family.startsWith('"Pretendard Fallback",')).toBe(true);
    expect(family).toContain('sans-serif');
  });
});
