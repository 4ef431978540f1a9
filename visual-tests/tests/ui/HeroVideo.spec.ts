import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

const dot = (page: Page, n: number) => page.getByRole('button', { name: `슬라이드 ${n} / 3` });

test('plays a muted inline loop and advances every 5 s, but not while hovered', async ({
  page,
  storybook,
}) => {
  await page.clock.install();
  await openStory(page, storybook.url, 'home-herovideo--auto-advancing');
  const video = page.locator('video');
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([
    true,
    true,
    true,
  ]);
  // The poster is a picture of its own, painted first with high priority; the video comes after load.
  await expect(page.locator('picture img')).toHaveAttribute('fetchpriority', 'high');
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(4900);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(200);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1000);
  await expect(page.getByRole('group', { name: '슬라이드 2 / 3' })).toBeInViewport({ ratio: 0.9 });

  await page.getByRole('heading', { level: 1, name: '배터리 드라이룸' }).hover();
  await page.clock.runFor(12_000);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
});

test('the pause button stops the advance and the video', async ({ page, storybook }) => {
  await page.clock.install();
  await openStory(page, storybook.url, 'home-herovideo--auto-advancing');
  await page.getByRole('button', { name: '영상과 슬라이드 일시 정지' }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(15_000);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByRole('button', { name: '영상과 슬라이드 재생' })).toBeVisible();
});

test('under reduced motion it does not advance', async ({ page, storybook }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await openStory(page, storybook.url, 'home-herovideo--reduced-motion');
  await page.clock.runFor(15_000);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
});
