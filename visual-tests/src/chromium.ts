import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's build of Chromium's headless shell (Playwright's own browser download does not work on these
 * machines). It is what Playwright itself drives in headless mode: the same Blink and V8 as the Chromium
 * browser without the browser's window machinery, which every test's browser context otherwise builds (on two
 * cores the site's tests took a fifth longer in the full browser; text is anti-aliased a little differently,
 * so the baselines are the shell's).
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

/** The Playwright release whose disabled features `playwrightDisabledFeatures` repeats. */
const playwrightRelease = '1.65';

/**
 * Playwright's own disabled features (its `chromiumSwitches`), repeated here because Chromium honours only
 * the last `--disable-features` switch, so ours replaces Playwright's.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still builds the address bar's suggestion popup, as two WebUI pages in a renderer of
 * their own, for every window, and every test's browser context is a window. No test needs it.
 */
const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export function chromiumLaunchOptions(): LaunchOptions {
  const { version } = createRequire(import.meta.url)('@playwright/test/package.json') as { version: string };
  if (!version.startsWith(`${playwrightRelease}.`))
    throw new Error(
      `Playwright is ${version}: compare its disabled features (chromiumSwitches) with playwrightDisabledFeatures ` +
        'in visual-tests/src/chromium.ts, then update playwrightRelease there.',
    );
  return {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--font-render-hinting=none',
      `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`,
    ],
  };
}
