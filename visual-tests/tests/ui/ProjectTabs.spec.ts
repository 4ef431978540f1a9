import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

const next = (page: Page) => page.getByRole('button', { name: '다음 프로젝트' });
const previous = (page: Page) => page.getByRole('button', { name: '이전 프로젝트' });

/** Whether the slide's link is inside the carousel's visible window. */
async function linkShows(page: Page, href: string) {
  return page.evaluate((target) => {
    const link = document.querySelector(`#storybook-root a[href="${target}"]`);
    const viewport = link?.closest('[role="tabpanel"]')?.parentElement?.parentElement;
    if (!link || !viewport) return false;
    const a = link.getBoundingClientRect();
    const v = viewport.getBoundingClientRect();
    return a.left >= v.left - 1 && a.right <= v.right + 1;
  }, href);
}

test('buttons move the carousel and the tabs together, disabled at the ends', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'sections-projecttabs--first-tab');
  await expect(previous(page)).toBeDisabled();
  await next(page).click();
  await expect(page.getByRole('tab', { name: '배터리 드라이룸' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => linkShows(page, '/business/project/BatteryDryroom')).toBe(true);
  await next(page).click();
  await expect(next(page)).toBeDisabled();
  await expect.poll(() => linkShows(page, '/business/project/GmpRoom')).toBe(true);
  await previous(page).click();
  await previous(page).click();
  await expect(previous(page)).toBeDisabled();
  await expect.poll(() => linkShows(page, '/business/project/SemiCleanroom')).toBe(true);
});

test('a tab scrolls the carousel to its slide', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'sections-projecttabs--first-tab');
  await page.getByRole('tab', { name: 'GMP 룸' }).click();
  await expect.poll(() => linkShows(page, '/business/project/GmpRoom')).toBe(true);
  await expect(next(page)).toBeDisabled();
});

test('dragging the carousel selects the next tab', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'sections-projecttabs--first-tab');
  const slide = page.getByRole('tabpanel');
  const box = await slide.boundingBox();
  if (!box) throw new Error('no slide');
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
  await page.mouse.up();
  await expect(page.getByRole('tab', { name: '배터리 드라이룸' })).toHaveAttribute('aria-selected', 'true');
  await expect(previous(page)).toBeEnabled();
});

test('an out-of-range index shows the last slide', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'sections-projecttabs--index-clamped');
  await expect(page.getByRole('tab', { name: 'GMP 룸' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => linkShows(page, '/business/project/GmpRoom')).toBe(true);
});
