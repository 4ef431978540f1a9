import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

const dot = (page: Page, n: number) => page.getByRole('button', { name: `슬라이드 ${n} / 3` });

/**
 * The number of the slide whose dot is current, once React has rendered what the timers changed: React's
 * scheduler posts its work as messages, which the fake clock does not hold, so two message round trips
 * come after it.
 */
async function currentSlide(page: Page): Promise<number> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
  const label = await page.locator('button[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.match(/^슬라이드 (\d+) \/ 3$/)?.[1]);
}

test('plays a muted inline loop and advances every 5 s, but not while hovered', async ({
  page,
  storybook,
}) => {
  await page.clock.install();
  await openStory(page, storybook.url, 'media-herovideo--auto-advancing');
  const video = page.locator('video');
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([
    true,
    true,
    true,
  ]);
  // The poster is a picture of its own, painted first with high priority; the video comes after load.
  await expect(page.locator('picture img')).toHaveAttribute('fetchpriority', 'high');
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

  // The clock has run in real time since the story mounted: stop it, then find the next advance to 100 ms.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const before = await currentSlide(page);
  let stepped = 0;
  while ((await currentSlide(page)) === before && stepped < 60) {
    await page.clock.runFor(100);
    stepped += 1;
  }
  const shown = await currentSlide(page);
  expect(shown, 'the slides advance within 5 s').toBe((before % 3) + 1);
  // The next advance comes 5 s after that one, not before.
  await page.clock.runFor(4700);
  expect(await currentSlide(page)).toBe(shown);
  await page.clock.runFor(400);
  const next = (shown % 3) + 1;
  await expect(dot(page, next)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1000);
  await expect(page.getByRole('group', { name: `슬라이드 ${next} / 3` })).toBeInViewport({ ratio: 0.9 });

  // Forced: the stillness check waits for animation frames, which the paused clock holds.
  await page.locator('section[aria-roledescription="carousel"]').hover({ force: true });
  await page.clock.runFor(12_000);
  await expect(dot(page, next)).toHaveAttribute('aria-current', 'true');
});

test('the pause button stops the advance and the video', async ({ page, storybook }) => {
  await page.clock.install();
  await openStory(page, storybook.url, 'media-herovideo--auto-advancing');
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
  await openStory(page, storybook.url, 'media-herovideo--reduced-motion');
  await page.clock.runFor(15_000);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
});
