import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY, MOBILE_ONLY } from '../../src/projects';
import { openStory } from '../../src/storybook';

const widths = (page: import('@playwright/test').Page) =>
  page
    .locator('#storybook-root > [data-orientation] > [data-state]')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));

test('desktop: the open panel is the wide one; clicking anywhere on a closed panel opens it', {
  tag: DESKTOP_ONLY,
}, async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'data-display-expandpanels--first-open');
  const [first = 0, second = 0] = await widths(page);
  expect(first).toBeGreaterThan(second * 3);

  // Click the image area near the top of the closed Slown panel, not its title.
  const slown = page.locator('#storybook-root > [data-orientation] > [data-state]').nth(1);
  const box = await slown.boundingBox();
  await page.mouse.click((box?.x ?? 0) + 20, (box?.y ?? 0) + 40);
  await expect(page.getByRole('button', { name: 'Slown' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Aerea' })).toHaveAttribute('aria-expanded', 'false');
  // The panels' widths animate: wait for the opened one to be wide, not for a fixed time.
  await expect
    .poll(async () => {
      const [a = 0, b = 0] = await widths(page);
      return b > a * 3;
    })
    .toBe(true);
  await expect(page.getByRole('link', { name: /자세히 보기/ })).toHaveAttribute(
    'href',
    '/business/brands/Slown',
  );

  // Horizontal panels answer the left and right arrow keys.
  await page.getByRole('button', { name: 'Slown' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Necove' })).toBeFocused();
});

test('mobile: the panels stack, and the open one is the tall one', { tag: MOBILE_ONLY }, async ({
  page,
  storybook,
}) => {
  await openStory(page, storybook.url, 'data-display-expandpanels--first-open');
  const boxes = await page
    .locator('#storybook-root > [data-orientation] > [data-state]')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
  expect(boxes[0]?.height ?? 0).toBeGreaterThan((boxes[1]?.height ?? 0) * 3);
  await page.getByRole('button', { name: 'Necove' }).click();
  await expect(page.getByRole('button', { name: 'Necove' })).toHaveAttribute('aria-expanded', 'true');
});
