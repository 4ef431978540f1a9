import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';

/** Marks the intro as just shown, so home opens without the overlay (the intro has its own tests). */
export async function skipIntro(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Only the page itself: embedded frames (the video player) may not touch storage.
    if (window.top === window) window.localStorage.setItem('introLastShown', String(Date.now()));
  });
}

/** A 1x1 grey PNG, standing in for images from hosts the test machines cannot reach. */
const greyPixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mN8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/** Answers YouTube's still images and its player frame locally (no network on the test machines). */
export async function stubYoutube(page: Page): Promise<void> {
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: greyPixel }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><body style="margin:0;background:#111"></body>',
    }),
  );
}

/**
 * Scrolls through the live page so lazy images load and the sections that hydrate on approach do, waits for
 * both, and returns to the top: the page as a full-page screenshot should show it.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  // Scrolled before the page is live, the sections would miss the approach that hydrates them.
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', { timeout: 15_000 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  // Slides parked beside a carousel's viewport never load their lazy images; only the ones in the page's width count.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.right > 0 && box.left < window.innerWidth;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await expect(page.locator('[data-hydrating]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
}

/**
 * axe over what these pages own: the main region (the header and footer around it have their own checks).
 */
export async function expectAccessibleMain(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page, { include: 'main' });
}
