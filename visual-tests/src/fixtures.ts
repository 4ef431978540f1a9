import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';
import { createStaffUser, EDITOR } from '../tests/admin/staff';
import { type RunningServer, serveStaticDir, startSite, storybookDir } from './servers';

/** A running apps/backend with its data folder (the admin's files read its service key there). */
export type RunningSite = Awaited<ReturnType<typeof startSite>>;

interface ConsoleGuard {
  errors: string[];
  /** Errors matching the pattern do not fail the test. */
  allow(pattern: RegExp): void;
}

interface PageFixtures {
  /** Collects uncaught errors and console errors; the test fails at its end if there were any. */
  consoleGuard: ConsoleGuard;
}

interface StoryFixtures {
  /** The worker's Storybook page, its errors collected for this test only; the test fails if there were any. */
  storyPage: Page;
}

interface WorkerFixtures {
  /** apps/backend with the built site, one per worker, throwaway data, as seeded: the public site's tests. */
  site: RunningServer;
  /**
   * A second apps/backend per worker, started only in workers that run an admin test, with the editor account
   * (`EDITOR`): the admin's files share it, each making its own data and asserting relative to it, so that
   * `site` stays as seeded for the public site's tests and screenshots. A worker runs one test at a time, so
   * the files on one server follow each other; a test that signs an account out ends that account's sessions,
   * and each file takes its sessions in its own `beforeAll`.
   */
  adminSite: RunningSite;
  /** The static Storybook build, one per worker. */
  storybook: RunningServer;
  /**
   * One Storybook page per worker, with the project's viewport, which shows story after story: the preview
   * loads its code once instead of for every story. Requests beyond the Storybook server (a video embed's
   * player) fail at once, as an unknown host does on this network.
   */
  storybookPage: Page;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A resource the page asks of another host (a video's thumbnail) that failed to load. This network reaches no
 * other host, and how soon the failure comes varies, so it is the network's doing, not the page's. A request
 * the page must not make at all is refused by its Content Security Policy, with an error of its own.
 */
function isResourceOfAnotherHost(text: string, where: string): boolean {
  if (!text.startsWith('Failed to load resource') || !URL.canParse(where)) return false;
  return !LOOPBACK_HOSTS.has(new URL(where).hostname);
}

/** Watches a page's uncaught errors and console errors until the returned `stop` is called. */
function watchErrors(page: Page): ConsoleGuard & { stop(): void; unexpected(): string[] } {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (isResourceOfAnotherHost(message.text(), where)) return;
    errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return {
    errors,
    allow: (pattern) => allowed.push(pattern),
    stop: () => {
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
    },
    unexpected: () => errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
  };
}

const withServers = base.extend<object, WorkerFixtures>({
  site: [
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  adminSite: [
    async ({}, use) => {
      const site = await startSite({ startTimeoutMs: 200_000 });
      try {
        await createStaffUser(site, EDITOR, 'editor');
        await use(site);
      } finally {
        await site.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  storybook: [
    async ({}, use) => {
      const server = await serveStaticDir(storybookDir);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  storybookPage: [
    async ({ browser, storybook }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
      });
      const page = await context.newPage();
      const origin = new URL(storybook.url).origin;
      await page.route(
        (url) => url.origin !== origin,
        (route) => route.abort('namenotresolved'),
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Tests of the site, the admin and single components, each with a fresh page whose errors fail it. */
export const test = withServers.extend<PageFixtures>({
  consoleGuard: [
    async ({ page }, use) => {
      const guard = watchErrors(page);
      await use(guard);
      guard.stop();
      expect(guard.unexpected(), 'errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Tests that show stories one after another on the worker's Storybook page, failing on its errors. */
export const storyTest = withServers.extend<StoryFixtures>({
  storyPage: async ({ storybookPage }, use) => {
    const guard = watchErrors(storybookPage);
    await use(storybookPage);
    guard.stop();
    expect(guard.unexpected(), 'errors on the page').toEqual([]);
  },
});

export { expect };
