import type { Page } from '@playwright/test';

/**
 * Opens one story alone (no Storybook UI), waits for it to render and play (a play function may scroll or
 * open something) and for fonts to load.
 */
export async function openStory(page: Page, baseUrl: string, storyId: string, args?: Record<string, string>) {
  const argString = args
    ? `&args=${Object.entries(args)
        .map(([key, value]) => `${key}:${value}`)
        .join(';')}`
    : '';
  // The a11y addon's own automatic run is switched off (globals a11y.manual): the tests run axe themselves,
  // and two axe runs at once on one page fail with "Axe is already running".
  await page.goto(
    `${baseUrl}/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true${argString}`,
  );
  await page.locator('#storybook-root').waitFor({ state: 'attached' });
  // Played: the phases after the play function. `completing` waits on a timer, which a test's stopped
  // clock holds, so it counts as played too.
  await page.waitForFunction(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    return ['completing', 'completed', 'finished', 'errored'].includes(preview?.currentRender?.phase ?? '');
  });
  await page.waitForFunction(() => document.fonts.status === 'loaded');
}

export interface StoryIndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export async function listStories(baseUrl: string): Promise<StoryIndexEntry[]> {
  const response = await fetch(`${baseUrl}/index.json`);
  const index = (await response.json()) as { entries: Record<string, StoryIndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}
