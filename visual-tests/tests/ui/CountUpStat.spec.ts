import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

/** Scrolls so that `share` of the first figure's height shows at the bottom of the window. */
async function revealFirstFigure(page: Page, share: number) {
  await page.evaluate((visible) => {
    const figure = document.querySelector('#storybook-root li');
    if (!figure) throw new Error('no figure');
    const { top, height } = figure.getBoundingClientRect();
    const targetTop = window.innerHeight - height * visible;
    window.scrollBy(0, top - targetTop);
  }, share);
}

const firstDigits = (page: Page) =>
  page.locator('#storybook-root li').first().locator('[aria-hidden="true"]');

test('counts once, and only after 30 % of the figure is visible', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'data-display-countupstat--counts-when-scrolled-into-view');
  await expect(firstDigits(page)).toHaveText('0');
  // The final value is what assistive technology reads, even before the count.
  await expect(page.locator('#storybook-root li').first()).toContainText('50');

  await revealFirstFigure(page, 0.2);
  // A negative: at 20 % visible the count must not start. Nothing to wait on but time (longer than a count).
  await page.waitForTimeout(1500);
  await expect(firstDigits(page)).toHaveText('0');

  await revealFirstFigure(page, 0.45);
  await expect(firstDigits(page)).not.toHaveText('0');
  await expect(firstDigits(page)).toHaveText('50', { timeout: 3000 });
  await expect(page.locator('#storybook-root li').nth(1).locator('[aria-hidden="true"]')).toHaveText('17B');

  // Once only: scrolling away and back does not restart it.
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  // The observer's callbacks for leaving, then entering again, each get their frames before the check.
  await page.waitForTimeout(300);
  await revealFirstFigure(page, 1);
  await page.waitForTimeout(100);
  await expect(firstDigits(page)).toHaveText('50');
});

test('takes about one second to count', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'data-display-countupstat--counts-when-scrolled-into-view');
  const samples = await page.evaluate(async () => {
    const digits = document.querySelector('#storybook-root li [aria-hidden="true"]');
    document.querySelector('#storybook-root ul')?.scrollIntoView({ block: 'center' });
    const seen: [number, string][] = [];
    const start = performance.now();
    while (performance.now() - start < 1600) {
      seen.push([performance.now() - start, digits?.textContent ?? '']);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return seen;
  });
  const firstMoving = samples.find(([, text]) => text !== '0')?.[0] ?? 0;
  const firstFinal = samples.find(([, text]) => text === '50')?.[0] ?? 0;
  const duration = firstFinal - firstMoving;
  expect(duration).toBeGreaterThan(800);
  expect(duration).toBeLessThan(1300);
});
