import { expect, type Page } from '@playwright/test';

/**
 * Waits until the site has installed Pretendard (its loader marks the root element) and every face the page
 * asked for has loaded, so that a screenshot shows the page's own font.
 */
export async function waitForWebFonts(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-pretendard', 'installed', { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}
