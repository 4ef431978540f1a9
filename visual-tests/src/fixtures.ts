import { test as base, expect } from '@playwright/test';
import { type RunningServer, serveStaticDir, startSite, storybookDir } from './servers';

interface PageFixtures {
  /** Collects uncaught errors and console errors; the test fails at its end if there were any. */
  consoleGuard: { errors: string[]; allow(pattern: RegExp): void };
}

interface WorkerFixtures {
  /** apps/backend with the built site, one per worker, throwaway data. */
  site: RunningServer;
  /** The static Storybook build, one per worker. */
  storybook: RunningServer;
}

export const test = base.extend<PageFixtures, WorkerFixtures>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      await use({ errors, allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  site: [
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  storybook: [
    async ({}, use) => {
      const server = await serveStaticDir(storybookDir);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect };
