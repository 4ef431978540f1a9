import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

export function chromiumLaunchOptions(): LaunchOptions {
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
    ],
  };
}
