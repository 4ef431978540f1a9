import { expect, test } from '../../src/fixtures';
import { ADMIN, passwordToken, rest } from '../admin/helpers';
import { stubYoutube } from './dataPages';
import { languages, publicPaths, underPrefix } from './publicPaths';

// Every public page's HTML carries its content before any JavaScript runs, and the browser then hydrates
// that HTML (keeps its nodes) without an error.
// Server HTML does not depend on the viewport: checked at desktop size only (playwright.config.ts).

for (const { language, prefix } of languages) {
  test(`every ${language} page has its heading and text without JavaScript`, async ({ browser, site }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of publicPaths) {
      const url = underPrefix(prefix, path);
      const response = await page.goto(`${site.url}${url}`);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html'), url).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first(), url).not.toBeEmpty();
      // The first paint waits for the main content (see the start-up tests): the element it waits for exists.
      await expect(page.locator('link[rel="expect"][blocking="render"]'), url).toHaveAttribute(
        'href',
        '#main',
      );
      await expect(page.locator('main#main'), url).toHaveCount(1);
      await expect(page.locator('header nav').first(), url).toBeAttached();
      await expect(page.getByRole('contentinfo'), url).toContainText(
        language === 'ko' ? '대표이사' : 'Representative director',
      );
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text.length, `${url} main text`).toBeGreaterThan(80);
    }
    await context.close();
  });
}

test('the browser hydrates the server HTML in place, with no error', async ({ page, site }) => {
  await stubYoutube(page);
  await page.addInitScript(() => {
    if (window.top !== window) return;
    window.localStorage.setItem('introLastShown', String(Date.now()));
    const replaced = { count: 0 };
    Object.assign(window, { replaced });
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id !== 'root') continue;
        // The home intro's first frame leaves by design when the intro is not to play (a repeat visit).
        const removed = [...record.removedNodes].filter(
          (node) => !(node instanceof Element && node.hasAttribute('data-home-intro')),
        );
        replaced.count += removed.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Korean pages first: visiting an English page remembers English, which moves later unprefixed visits.
  for (const url of ['/', '/business/materials/DurafiltexC', '/newsroom/News/1', '/en/company/intro/Intro']) {
    await page.goto(`${site.url}${url}`);
    await page.waitForLoadState('networkidle');
    // Hydrated: the page reacts (the language switcher is live) and the server's nodes were kept.
    await expect(page.locator('h1').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { replaced: { count: number } }).replaced.count),
      url,
    ).toBe(0);
  }
});

test('a data page the backend served from its cache hydrates without reading its data again', async ({
  page,
  site,
}) => {
  // The backend keeps rendered pages until content changes, so what a page carries is current when it arrives,
  // however long ago it was rendered. Ten minutes on, a visitor's page must not read it all again on hydrating.
  for (const url of ['/newsroom/News/1', '/newsroom/News']) await fetch(`${site.url}${url}`);
  await page.clock.setFixedTime(Date.now() + 10 * 60_000);
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/rest/v1/')) reads.push(pathname);
  });
  for (const url of ['/newsroom/News/1', '/newsroom/News']) {
    await page.goto(`${site.url}${url}`);
    // Once the page is live, a read on mount would have gone out.
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(reads).toEqual([]);
});

test('the first paint waits for no style sheet: the page’s styles are inline, only the font faces’ sheet comes, after the body', async ({
  page,
  site,
}) => {
  const styleSheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') styleSheets.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}/company/intro/Intro`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.waitForLoadState('networkidle');
  // The page's styles are inline; Pretendard's faces (and their metric-matched fallbacks) are one cached sheet
  // linked at the end of the body for print, which the application turns on once the page has painted.
  expect(await page.locator('head style').count()).toBeGreaterThan(2);
  expect(styleSheets).toHaveLength(1);
  expect(styleSheets[0]).toMatch(/^\/assets\/fonts-[\w-]+\.css$/);
  const fontSheet = page.locator('body > link[rel="stylesheet"][data-font-faces]');
  expect(await fontSheet.getAttribute('href')).toBe(styleSheets[0]);
  await expect(fontSheet).toHaveAttribute('media', 'all');
  // The page is styled: the hero has its background and the content column its width.
  await expect(page.locator('main header').first()).toHaveCSS('background-image', /hero-company\.svg/);
  // A client-side navigation to another section still brings that page's styles.
  await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page).toHaveURL(/\/Privacy$/);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('a news title an admin changes is in the next server HTML', async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/newsroom/News/2`);
  const before = (await page.locator('main h2, main h1').allTextContents()).join(' ');
  const title = `서버 렌더링 제목 ${Date.now()}`;
  expect(before).not.toContain(title);

  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const titleEn = `Server-rendered title ${Date.now()}`;
  // An update sends the version it is based on + 1.
  const current = await rest(site.url, token, 'GET', 'news?id=eq.2&select=version');
  const version = (((await current.json()) as { version: number }[])[0]?.version ?? 0) + 1;
  const response = await rest(site.url, token, 'PATCH', 'news?id=eq.2', {
    title,
    title_en: titleEn,
    version,
  });
  expect(response.status).toBe(200);

  // Each language's page shows its own version of the title (the post has an English version).
  for (const [url, shown] of [
    ['/newsroom/News/2', title],
    ['/en/newsroom/News/2', titleEn],
  ] as const) {
    await page.goto(`${site.url}${url}`);
    await expect(page.locator('main')).toContainText(shown);
  }
  await context.close();
});
