import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';
import { DESKTOP_ONLY, desktopOnlyFiles, MOBILE_ONLY } from './src/projects';

const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };

export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  outputDir: './test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{projectName}{ext}',
  fullyParallel: true,
  // Each worker runs its own site and database: two at least, and at most four so that a bigger machine finishes
  // sooner without starving the servers.
  workers: process.env.CI ? Math.min(4, Math.max(2, availableParallelism())) : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./src/flaky-reporter.ts']]
    : [['list'], ['./src/flaky-reporter.ts']],
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.15, animations: 'disabled', caret: 'hide' },
  },
  use: {
    launchOptions: chromiumLaunchOptions(),
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recording a trace costs every test about a tenth of its time. In CI a failed test runs once more, with a
    // trace; locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: new RegExp(MOBILE_ONLY),
      use: { browserName: 'chromium', viewport: desktop, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile',
      grepInvert: new RegExp(DESKTOP_ONLY),
      testIgnore: desktopOnlyFiles.map((file) => `**/tests/${file}`),
      use: {
        browserName: 'chromium',
        viewport: mobile,
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
