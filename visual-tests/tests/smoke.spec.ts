import { expectNoSeriousA11yViolations } from '../src/a11y';
import { expect, test } from '../src/fixtures';
import { waitForWebFonts } from '../src/fonts';

// The harness end to end: a backend on a free port serving the built site, the console guard, axe and a
// visual baseline, on the one page that needs no data.
test('the not-found page says so, with status 404, offers the way home, looks right and is accessible', async ({
  page,
  site,
  consoleGuard,
}) => {
  // The browser reports the document's 404 on the console: expected here.
  consoleGuard.allow(/404 \(Not Found\)/);
  const response = await page.goto(`${site.url}/this/page/does/not/exist`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  await expect(page.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  await waitForWebFonts(page);
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveScreenshot('not-found.png', { fullPage: true });
});

// Each test's browser context is a window of its own; the address bar's popup, built for every window, would
// cost each test two WebUI pages and about a third of the suite's time.
test('a test window is its page alone, without the address bar popup', async ({ browser, page }) => {
  await page.goto('about:blank');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  const browserUi = targetInfos.filter((target) => target.type === 'browser_ui');
  expect(browserUi.map((target) => target.url)).toEqual([]);
});
