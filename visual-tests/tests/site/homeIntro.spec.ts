import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { readManifest, siteDir, staticClosure } from '../../src/manifest';
import { DESKTOP_ONLY } from '../../src/projects';
import { stubYoutube } from './dataPages';

// The intro on the site's home. A first visit's very first paint is the overlay, from the server's HTML, over a
// page nobody sees before it; a repeat visit (within 60 minutes, local storage key introLastShown) and a visitor
// who asks for reduced motion never see a frame of it, and never load its timeline (Motion).
const INTRO_KEY = 'introLastShown';
const HOME_PAGE = 'src/pages/home/HomePage.tsx';
const overlay = (page: Page) => page.locator('[data-home-intro]');

/** One rendered frame, as the visitor saw it: sampled at each animation frame from the document's start. */
interface Frame {
  at: number;
  /** The page's main content is in the document. */
  main: boolean;
  /** The overlay is rendered (not hidden). */
  overlay: boolean;
  /** Every one of nine points across the viewport shows the overlay. */
  covered: boolean;
  /** Some point shows the page (anything but the overlay, the root or the body). */
  pageSeen: boolean;
  phase: string | null;
}

/**
 * Records every frame the browser renders, from the first: a requestAnimationFrame callback runs before each
 * rendering of the page, so what it finds is what that frame paints. The first paint's time comes too.
 */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const frames: unknown[] = [];
    const paints: number[] = [];
    Object.assign(window, { introFrames: frames, firstPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
    const inOverlay = (element: Element | null) => element?.closest('[data-home-intro]') != null;
    const sample = () => {
      const slot = document.querySelector('[data-home-intro]');
      const hits = [0.1, 0.5, 0.9].flatMap((x) =>
        [0.1, 0.5, 0.9].map((y) => document.elementFromPoint(x * innerWidth, y * innerHeight)),
      );
      frames.push({
        at: performance.now(),
        main: document.querySelector('main') !== null,
        overlay: slot?.checkVisibility({ visibilityProperty: true }) ?? false,
        covered: hits.every(inOverlay),
        pageSeen: hits.some(
          (hit) =>
            hit !== null && !inOverlay(hit) && hit !== document.documentElement && hit !== document.body,
        ),
        phase: slot?.querySelector('[data-phase]')?.getAttribute('data-phase') ?? null,
      });
      if (frames.length < 3000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { introFrames: Frame[] }).introFrames);
const firstPaintOf = (page: Page) =>
  page.evaluate(() => Math.min(...(window as unknown as { firstPaints: number[] }).firstPaints));

/**
 * Holds the application's entry script until the returned function is called: until then the page is the
 * server's HTML alone, as a slow network would keep it.
 */
async function holdApplication(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const entry = `/${readManifest()['index.html']?.file}`;
  await page.route(
    (url) => url.pathname === entry,
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The intro's timeline chunk (and Motion in it), as the build names it. */
function timelineChunk(): string {
  const manifest = readManifest();
  const key = Object.keys(manifest).find((name) => name.endsWith('IntroOverlay/playIntro.ts'));
  expect(key, 'the intro timeline is a chunk of its own').toBeDefined();
  return `/${manifest[key ?? '']?.file}`;
}

/** Records the scripts the page requests. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** Sets when the intro last showed, before any of the page's scripts (the gate in its head too) run. */
async function introLastShown(page: Page, minutesAgo: number): Promise<void> {
  await page.addInitScript(
    ({ key, at }) => {
      if (window.top === window) window.localStorage.setItem(key, String(at));
    },
    { key: INTRO_KEY, at: Date.now() - minutesAgo * 60_000 },
  );
}

/** Every frame up to the overlay's leaving was all overlay: none showed any of the page. */
async function expectOverlayFirst(page: Page): Promise<void> {
  const frames = await framesOf(page);
  const leaving = frames.findIndex((frame) => frame.phase === 'leaving' || frame.phase === null);
  const beforeLeaving = leaving === -1 ? frames : frames.slice(0, leaving);
  expect(beforeLeaving.length).toBeGreaterThan(0);
  // The sampling began no later than the first paint: the first painted frame is among those seen.
  expect(beforeLeaving[0]?.at).toBeLessThanOrEqual(await firstPaintOf(page));
  expect(beforeLeaving.filter((frame) => !frame.covered || frame.pageSeen || !frame.overlay)).toEqual([]);
  // The page was there, under it.
  expect(beforeLeaving.some((frame) => frame.main)).toBe(true);
}

/** No frame showed the overlay, from the first. */
async function expectNoOverlayFrame(page: Page): Promise<void> {
  const frames = await framesOf(page);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames[0]?.at).toBeLessThanOrEqual(await firstPaintOf(page));
  expect(frames.filter((frame) => frame.overlay || frame.covered)).toEqual([]);
  expect(frames.some((frame) => frame.pageSeen)).toBe(true);
}

/** Home is live and settled, and no intro covers it or waits in it. */
async function expectNoIntro(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.waitForLoadState('networkidle');
  await expect(overlay(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await stubYoutube(page);
  await watchFrames(page);
});

test('a first visit paints the intro first, from the server’s HTML, over the page, then plays it', async ({
  page,
  site,
}) => {
  const scripts = watchScripts(page);
  const release = await holdApplication(page);
  await page.goto(`${site.url}/`, { waitUntil: 'commit' });
  // The server's HTML alone is on screen: its first frame is the overlay, which covers all of the page.
  await expect.poll(async () => (await framesOf(page)).some((frame) => frame.main)).toBe(true);
  await expect(overlay(page)).toHaveAttribute('data-home-intro', 'pending');
  await expect(page.locator('main h1').first()).toBeAttached();
  await expect(page).toHaveScreenshot('home-intro-first-frame.png', { animations: 'allow' });
  expect(scripts.filter((script) => script === timelineChunk())).toEqual([]);

  release();
  // Live, it plays: the timeline loads and the text types in.
  await expect(overlay(page)).toHaveAttribute('data-home-intro', 'playing');
  await expect(page.getByRole('button', { name: '인트로 건너뛰기' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expect.poll(() => scripts.includes(timelineChunk())).toBe(true);
  await expect(overlay(page).locator('[data-phase]')).toHaveAttribute('data-phase', 'logo', {
    timeout: 5000,
  });
  const shownAt = Number(await page.evaluate((key) => window.localStorage.getItem(key), INTRO_KEY));
  expect(Date.now() - shownAt).toBeLessThan(60_000);

  // It leaves by itself; no frame before showed the page.
  await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
  await expectOverlayFirst(page);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('the overlay leaves keyboard and screen-reader users the page: no focus trap, nothing left hidden', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/`);
  await expect(overlay(page)).toHaveAttribute('data-home-intro', 'playing');
  // Tab moves through the page as ever (the skip link first), not only within the overlay.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeFocused();
  // Checked while the intro plays (the check can outlast it on a loaded machine: the skip button comes after).
  await expectNoSeriousA11yViolations(page);
  const skip = page.getByRole('button', { name: '인트로 건너뛰기' });
  // On a loaded machine the intro can also end by itself between any check and the click (the button is then
  // detached and a plain click would wait for it forever): whichever comes first, the overlay must be gone after.
  // The skip button on its own is tested below.
  await Promise.race([
    skip.click().catch(() => undefined),
    overlay(page)
      .waitFor({ state: 'detached' })
      .catch(() => undefined),
  ]);
  await expect(overlay(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await expect(
    page.locator('[aria-hidden="true"] main, main[aria-hidden], [inert] main, main[inert]'),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Marked shown: a reload within the hour does not show it.
  await page.reload();
  await expectNoIntro(page);
});

test('a repeat visit within 60 minutes never shows a frame of the intro nor loads its timeline', async ({
  page,
  site,
}) => {
  await introLastShown(page, 59);
  const scripts = watchScripts(page);
  const release = await holdApplication(page);
  await page.goto(`${site.url}/`, { waitUntil: 'commit' });
  await expect.poll(async () => (await framesOf(page)).some((frame) => frame.main)).toBe(true);
  // The server's HTML carries the first frame; the gate in its head hid it before the first paint.
  await expect(overlay(page)).toHaveAttribute('data-home-intro', 'pending');
  await expect(overlay(page)).toBeHidden();
  release();
  await expectNoIntro(page);
  await expectNoOverlayFrame(page);
  expect(scripts.filter((script) => script === timelineChunk())).toEqual([]);
});

test('under reduced motion no frame shows the intro and its timeline never loads', async ({ page, site }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const scripts = watchScripts(page);
  const release = await holdApplication(page);
  await page.goto(`${site.url}/`, { waitUntil: 'commit' });
  await expect.poll(async () => (await framesOf(page)).some((frame) => frame.main)).toBe(true);
  await expect(overlay(page)).toBeHidden();
  release();
  await expectNoIntro(page);
  await expectNoOverlayFrame(page);
  expect(scripts.filter((script) => script === timelineChunk())).toEqual([]);
});

// Whether the intro shows is decided by time, preference and language, not by the screen: the tests below
// run once, at desktop size.
test('more than 60 minutes after it last showed, the intro is the first paint again', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await introLastShown(page, 61);
  const scripts = watchScripts(page);
  await page.goto(`${site.url}/`);
  await expect(overlay(page)).toHaveAttribute('data-home-intro', 'playing');
  await expect.poll(() => scripts.includes(timelineChunk())).toBe(true);
  await page.getByRole('button', { name: '인트로 건너뛰기' }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expectOverlayFirst(page);
});

test('the English intro speaks English and loads no Korean translations', { tag: DESKTOP_ONLY }, async ({
  page,
  site,
}) => {
  // The English page has every English text before it hydrates; the intro needs nothing more.
  const koreanModules = Object.entries(readManifest())
    .filter(([key]) => key.includes('locales/ko/'))
    .map(([, chunk]) => chunk.file);
  expect(koreanModules.length, 'the Korean translations are modules of their own').toBeGreaterThan(0);
  const koreanTranslations = new Set(koreanModules.map((file) => `/${file}`));
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (koreanTranslations.has(pathname)) fetched.push(pathname);
  });
  await page.goto(`${site.url}/en`);
  await expect(
    overlay(page).getByText("Designing industry's tomorrow with clean air").first(),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await expectOverlayFirst(page);
});

test('Motion is not in the first load of home: only the intro’s own chunk brings it', {
  tag: DESKTOP_ONLY,
}, () => {
  const manifest = readManifest();
  const firstLoad = [...staticClosure(manifest, ['index.html', 'src/app/startApp.tsx', HOME_PAGE])].filter(
    (file) => file.endsWith('.js'),
  );
  const chunk = timelineChunk().slice(1);
  expect(firstLoad).not.toContain(chunk);
  // Names only Motion's code carries (its global configuration's options).
  const motionMarks = ['useManualTiming', 'instantAnimations'];
  const read = (file: string) => readFileSync(join(siteDir, file), 'utf8');
  for (const mark of motionMarks) expect(read(chunk), mark).toContain(mark);
  const withMotion = firstLoad.filter((file) => motionMarks.some((mark) => read(file).includes(mark)));
  expect(withMotion).toEqual([]);
});
