import type { Page } from '@playwright/test';

/**
 * Opens one story alone (no Storybook UI), waits for it to render and play (a play function may scroll or
 * open something) and for fonts to load.
 */
export async function openStory(page: Page, baseUrl: string, storyId: string, args?: Record<string, string>) {
  await loadPreview(page, baseUrl, storyId, args);
  // `completing` (Storybook waits for the story's animations to end) waits on a timer, which a test's stopped
  // clock holds, so it counts as played here.
  await waitUntilPlayed(page, storyId, ['completing', ...settledPhases]);
}

/** Loads Storybook's preview alone (no Storybook UI) with the story, until its root is in the page. */
async function loadPreview(page: Page, baseUrl: string, storyId: string, args?: Record<string, string>) {
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
}

/** The phases of a story's render after its play function and its animations. */
const settledPhases = ['completed', 'finished', 'errored'];

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    channel?: {
      emit(event: string, payload: unknown): void;
      on(event: string, listener: (id: string) => void): void;
    };
  };
  /** The docs entries rendered on this page, in order (see `showDocs`). */
  docsRendered?: string[];
}

/**
 * Shows another story on a page that shows a story already, through the preview's channel as Storybook's
 * own sidebar does: the previous story unmounts and the preview's code stays loaded. A page without a
 * preview opens the story afresh. The window is scrolled back to the top first (a story's play function may
 * have scrolled it). It waits until the story has played, its animations have ended (a dropdown has faded in:
 * Storybook waits up to 5 s for those that end) and its images have loaded.
 */
export async function showStory(page: Page, baseUrl: string, storyId: string) {
  const switched = page.url().startsWith(`${baseUrl}/iframe.html`)
    ? await page.evaluate((id) => {
        const channel = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel;
        if (!channel) return false;
        // Nothing of the last story stays: its scroll (at once: the site's styles scroll smoothly, and a smooth
        // scroll would still be running under the next story), its focus and its text selection (an editor
        // that mounts where a selection is would take it as its own).
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        (document.activeElement as HTMLElement | null)?.blur();
        window.getSelection()?.removeAllRanges();
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        return true;
      }, storyId)
    : false;
  if (!switched) await loadPreview(page, baseUrl, storyId);
  await waitUntilPlayed(page, storyId, settledPhases);
  // Its images in, as well as its fonts: the story is what a screenshot should show. (A lazy image out of
  // view does not load.)
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
}

/**
 * Shows a docs page (a family's overview or a component's page) in Storybook's preview alone. A page that shows
 * docs already switches to the next entry through the preview's channel, as the sidebar does, so the preview's
 * code loads once per page; it waits until the preview reports the entry rendered.
 */
export async function showDocs(page: Page, baseUrl: string, docsId: string) {
  const switched = page.url().startsWith(`${baseUrl}/iframe.html`)
    ? await page.evaluate((id) => {
        const win = window as PreviewWindow;
        const channel = win.__STORYBOOK_PREVIEW__?.channel;
        if (!channel || !win.docsRendered) return false;
        win.docsRendered = [];
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
        return true;
      }, docsId)
    : false;
  if (switched) {
    await page.waitForFunction((id) => (window as PreviewWindow).docsRendered?.includes(id), docsId);
    return;
  }
  await page.goto(`${baseUrl}/iframe.html?id=${docsId}&viewMode=docs&globals=a11y.manual:!true`);
  await page.waitForFunction(
    (id) =>
      (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id === id &&
      document.querySelector('.sbdocs-content') !== null,
    docsId,
  );
  await page.evaluate(() => {
    const win = window as PreviewWindow;
    win.docsRendered = [];
    win.__STORYBOOK_PREVIEW__?.channel?.on('docsRendered', (id) => win.docsRendered?.push(id));
  });
}

/** Waits until the story's render is in one of the given phases and the fonts have loaded. */
async function waitUntilPlayed(page: Page, storyId: string, phases: readonly string[]) {
  await page.waitForFunction(
    ({ id, phases }) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && phases.includes(render.phase ?? '');
    },
    { id: storyId, phases },
  );
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
