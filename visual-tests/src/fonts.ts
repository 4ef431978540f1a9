import type { Page } from '@playwright/test';

/**
 * Waits until every font face the page's text asked for has loaded (Pretendard's subsets come through CSS,
 * by `unicode-range`, as the text needs them), so that a screenshot shows the page's own font.
 */
export async function waitForWebFonts(page: Page): Promise<void> {
  // A face starts loading when layout first needs it: let the page lay out, then wait for every load begun.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Pretendard' && face.status === 'loaded',
      ),
    undefined,
    { timeout: 15_000 },
  );
}
