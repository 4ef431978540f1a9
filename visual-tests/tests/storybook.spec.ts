import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/a11y';
import { expect, test } from '../src/fixtures';
import { storybookDir } from '../src/servers';
import { openStory, type StoryIndexEntry } from '../src/storybook';

// Every story of the static Storybook build: a visual baseline at the project's width and an axe check.
// Stories tagged `!visual` are checked by axe but not photographed (for example endless animations).
const indexPath = join(storybookDir, 'index.json');

function readStories(): StoryIndexEntry[] {
  if (!existsSync(indexPath)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, StoryIndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const stories = readStories();

// One browser context per worker, so Storybook's bundle is downloaded and compiled once per worker
// (its HTTP cache is shared by the pages of a context); every story still gets a fresh page.
let sharedContext: BrowserContext | undefined;
test.afterAll(async () => {
  await sharedContext?.close();
  sharedContext = undefined;
});

async function storyPage(
  browser: import('@playwright/test').Browser,
  options: Parameters<import('@playwright/test').Browser['newContext']>[0],
): Promise<Page> {
  sharedContext ??= await browser.newContext(options);
  return sharedContext.newPage();
}

test('the Storybook build exists and has stories', () => {
  expect(existsSync(indexPath), `no Storybook build at ${storybookDir}: run pnpm build`).toBe(true);
  expect(stories.length).toBeGreaterThan(0);
});

test.describe('stories', () => {
  for (const story of stories) {
    test(`${story.title} / ${story.name}`, async ({ browser, storybook, viewport, isMobile, hasTouch }) => {
      const page = await storyPage(browser, {
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor: 1,
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      try {
        await page.emulateMedia({
          reducedMotion: story.tags?.includes('reduced-motion') ? 'reduce' : 'no-preference',
        });
        await openStory(page, storybook.url, story.id);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
        if (!story.tags?.includes('!visual')) {
          await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
        }
        expect(errors, 'errors on the page').toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
