import { expect, test } from '../../src/fixtures';
import { publicPaths } from './publicPaths';

// An image's box must be laid out before the image arrives: one that takes its size from the file collapses
// until then, and the text below it moves when it comes (a layout shift visitors see and Lighthouse counts).
test('every image of every page has its box before the image arrives', async ({
  browser,
  site,
}, testInfo) => {
  test.setTimeout(180_000);
  const isMobile = testInfo.project.name === 'mobile';
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1350, height: 940 },
  });
  // Images are held back for the whole test: every page is seen as it is before they come.
  await context.route(/\.(?:svg|png|jpe?g|webp|avif|gif)(?:\?|$)/, () => new Promise<void>(() => {}));
  const page = await context.newPage();
  const collapsed: string[] = [];
  for (const path of publicPaths) {
    await page.goto(`${site.url}${path}`, { waitUntil: 'domcontentloaded' });
    const boxes = await page.locator('main img[width][height]').evaluateAll((images) =>
      images
        .filter((image) => image.checkVisibility())
        .map((image) => {
          const { width, height } = image.getBoundingClientRect();
          return { src: image.getAttribute('src') ?? '', width, height };
        }),
    );
    for (const box of boxes)
      if (box.width < 20 || box.height < 20)
        collapsed.push(`${path}: ${box.src} is ${box.width.toFixed(0)}×${box.height.toFixed(0)}`);
  }
  await context.close();
  expect(collapsed).toEqual([]);
});
