import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

test.describe('ScrollToTopButton', () => {
  test('appears beyond 300 px and scrolls back to the top', async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'navigation-scrolltotopbutton--at-top');
    const button = page.getByRole('button', { name: '맨 위로' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('jumps at once under reduced motion', async ({ page, storybook }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openStory(page, storybook.url, 'navigation-scrolltotopbutton--at-top');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole('button', { name: '맨 위로' }).click();
    // Without smooth scrolling the position is 0 on the very next frame.
    const y = await page.evaluate(
      () => new Promise<number>((done) => requestAnimationFrame(() => done(window.scrollY))),
    );
    expect(y).toBe(0);
  });
});
