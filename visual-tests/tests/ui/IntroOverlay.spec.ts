import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

// The intro's Motion timeline in real time: phases in the specification's order, typing, particles, scroll
// lock, the halves' 0.8 s exit, and the reduced-motion path. Its movements are Web Animations, which run on the
// browser's own timeline (Playwright's clock does not drive them), so these tests watch the page as it plays.

/** Opens the playing intro and records each phase with the time it began (ms since the story opened). */
async function openPlayingIntro(page: Page, storybookUrl: string) {
  await page.addInitScript(() => {
    const phases: { phase: string; at: number }[] = [];
    Object.assign(window, { introPhases: phases });
    let last = '';
    const record = () => {
      const phase = document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? 'none';
      if (phase !== last) phases.push({ phase, at: performance.now() });
      last = phase;
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-phase'],
    });
  });
  await openStory(page, storybookUrl, 'media-introoverlay--playing');
  await expect(page.locator('[data-phase]')).toBeAttached();
}

const recordedPhases = (page: Page) =>
  page.evaluate(() => (window as unknown as { introPhases: { phase: string; at: number }[] }).introPhases);

/** The letters typed so far: every letter is laid out from the start, transparent until typed. */
const typedText = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-phase] p > [aria-hidden="true"] > span'))
      .filter((letter) => getComputedStyle(letter).opacity !== '0')
      .map((letter) => letter.textContent)
      .join(''),
  );

const phaseOf = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? 'none');

/** The Web Animations under way on the overlay's parts, as "element:property" for each animated property. */
const webAnimations = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const effect = animation.effect;
      if (!(effect instanceof KeyframeEffect) || !effect.target?.closest('[data-phase]')) return [];
      const properties = new Set(
        effect
          .getKeyframes()
          .flatMap((frame) =>
            Object.keys(frame).filter(
              (key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key),
            ),
          ),
      );
      return [...properties].map((property) => `${effect.target?.nodeName.toLowerCase()}:${property}`);
    }),
  );

test('plays its phases in order, types the text, locks scrolling, then finishes', async ({
  page,
  storybook,
}) => {
  await openPlayingIntro(page, storybook.url);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  // About 80 particles in each half.
  const counts = await page
    .locator('[data-phase] > div > div[aria-hidden="true"]')
    .evaluateAll((fields) => fields.map((field) => field.children.length));
  expect(counts).toEqual([80, 80]);

  // The text types in, all of it before the logo is drawn.
  await expect.poll(() => typedText(page)).toBe('공기의 기준을 다시 씁니다');

  // onFinish ran (the story shows its replay button) and scrolling is back.
  await expect(page.getByRole('button', { name: '다시 보기' })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  // From the first phase on (the story's root renders before the overlay does).
  const recorded = await recordedPhases(page);
  const seen = recorded.slice(recorded.findIndex((step) => step.phase === 'particles'));
  expect(seen.map((step) => step.phase)).toEqual(['particles', 'logo', 'lines', 'leaving', 'none']);
  const leaving = seen.find((step) => step.phase === 'leaving')?.at ?? 0;
  const finished = seen.find((step) => step.phase === 'none')?.at ?? 0;
  // The halves take 0.8 s to leave (a loaded machine may finish later, never sooner).
  expect(finished - leaving).toBeGreaterThanOrEqual(750);
});

test('the halves leave the screen, the top one up and the bottom one down', async ({ page, storybook }) => {
  // Where the two halves have been drawn, frame by frame, until the intro ends.
  await page.addInitScript(() => {
    const extremes = { top: Number.POSITIVE_INFINITY, bottom: Number.NEGATIVE_INFINITY };
    Object.assign(window, { halfExtremes: extremes });
    const sample = () => {
      const [top, bottom] = document.querySelectorAll<HTMLElement>('[data-phase] > div');
      if (top && bottom) {
        extremes.top = Math.min(extremes.top, top.getBoundingClientRect().top);
        extremes.bottom = Math.max(extremes.bottom, bottom.getBoundingClientRect().top);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await openPlayingIntro(page, storybook.url);
  await expect(page.getByRole('button', { name: '다시 보기' })).toBeVisible({ timeout: 15_000 });
  const { top, bottom } = await page.evaluate(
    () => (window as unknown as { halfExtremes: { top: number; bottom: number } }).halfExtremes,
  );
  const height = page.viewportSize()?.height ?? 0;
  // The top half went up past the screen's top edge by most of its height, the bottom one down past the middle.
  expect(top).toBeLessThan(-height / 4);
  expect(bottom).toBeGreaterThan((height * 3) / 4);
});

test("its movements are Web Animations of transform and opacity, which the browser's compositor runs", async ({
  page,
  storybook,
}) => {
  await openPlayingIntro(page, storybook.url);
  // The timeline is laid out when the intro starts: the letters type in by opacity, the two halves and the two
  // lines grow and slide out by transforms.
  const count = async (entry: string) => (await webAnimations(page)).filter((seen) => seen === entry).length;
  await expect.poll(() => count('span:opacity')).toBeGreaterThan(3);
  expect(await count('div:transform')).toBeGreaterThanOrEqual(2);
  expect(await count('span:transform')).toBeGreaterThanOrEqual(2);
});

test('the skip button ends it at once', async ({ page, storybook }) => {
  await openPlayingIntro(page, storybook.url);
  await page.getByRole('button', { name: '건너뛰기' }).click();
  await expect(page.getByRole('button', { name: '다시 보기' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('under reduced motion it shows the text at once, then fades and finishes', async ({
  page,
  storybook,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openStory(page, storybook.url, 'media-introoverlay--reduced-motion');
  await expect.poll(() => typedText(page)).toBe('공기의 기준을 다시 씁니다');
  await expect(page.getByRole('img', { name: 'Company' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 보기' })).toBeVisible({ timeout: 10_000 });
});

test('the particles twinkle through the Web Animations API, sending no animation events', async ({
  page,
  storybook,
}) => {
  // CSS animations would send animationstart and animationiteration for each of the 160 dots, and every
  // one of them would reach the page's listeners while the intro plays (other parts may animate with CSS).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { animationEvents: seen });
    for (const type of ['animationstart', 'animationiteration'])
      document.addEventListener(
        type,
        (event) => {
          const target = event.target instanceof Element ? event.target : null;
          if (target?.closest('[data-phase] > div > div[aria-hidden="true"]')) seen.push(event.type);
        },
        true,
      );
  });
  await openStory(page, storybook.url, 'media-introoverlay--playing');
  const fields = page.locator('[data-phase] > div > div[aria-hidden="true"]');
  await expect(fields).toHaveCount(2);
  const twinkles = () =>
    page.evaluate(
      () =>
        document.getAnimations().filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return (
            target?.parentElement?.matches('[data-phase] > div > div[aria-hidden="true"]') &&
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY
          );
        }).length,
    );
  await expect.poll(twinkles).toBe(160);
  // A dot dims and brightens by its opacity (which the compositor runs): it differs between two moments of its
  // cycle.
  const brightness = await page.evaluate(() => {
    const dot = document.querySelector('[data-phase] > div > div[aria-hidden="true"] > span');
    const animation = dot?.getAnimations()[0];
    if (!dot || !animation) return [];
    const timing = animation.effect?.getComputedTiming();
    const start = Number(timing?.delay ?? 0);
    const duration = Number(timing?.duration ?? 0);
    animation.pause();
    const at = (share: number) => {
      animation.currentTime = start + duration * share;
      return Number(getComputedStyle(dot).opacity);
    };
    return [at(0), at(0.5)];
  });
  expect(brightness).toHaveLength(2);
  expect(brightness[1]).toBeLessThan(brightness[0] ?? 0);
  // A negative: no animation may start for a while (longer than the intro's steps); only time can show it.
  await page.waitForTimeout(1500);
  expect(
    await page.evaluate(() => (window as unknown as { animationEvents: string[] }).animationEvents),
  ).toEqual([]);
});

test('the logo shows nothing before its drawing starts', async ({ page, storybook }) => {
  // A path of length zero with round caps would show as a dot at its start.
  await openPlayingIntro(page, storybook.url);
  const strokeOpacities = () =>
    page
      .locator('[data-phase] svg path')
      .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).strokeOpacity));
  expect(new Set(await strokeOpacities())).toEqual(new Set(['0']));
  // The lines phase lasts 0.7 s: looked for every 50 ms.
  await expect.poll(() => phaseOf(page), { timeout: 15_000, intervals: [50] }).toBe('lines');
  await expect
    .poll(async () => new Set(await strokeOpacities()), { intervals: [50] })
    .toEqual(new Set(['1']));
});

test('typing a letter lays nothing out again: the letters keep their places, transparent until typed', async ({
  page,
  storybook,
}) => {
  // A letter that moved from an untyped run of text to a typed one made the browser shape and lay out the
  // whole text again, some twenty times in the first two seconds of every visit to home.
  await openPlayingIntro(page, storybook.url);
  // A web font arriving lays the text out again, whatever the intro does: measure once the faces have loaded.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const letterBoxes = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-phase] p > [aria-hidden="true"] > span'), (letter) => {
        const { x, y } = letter.getBoundingClientRect();
        return `${Math.round(x)},${Math.round(y)}`;
      }),
    );
  const before = await letterBoxes();
  expect(before.length).toBeGreaterThan(3);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const layouts = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'LayoutCount')
      ?.value ?? 0;
  const layoutsBefore = await layouts();
  // The layouts counted just before the text is read: the count belongs to the typing, not to the logo's
  // drawing, which starts 0.4 s after the last letter.
  let layoutsWhileTyping = Number.NaN;
  await expect
    .poll(
      async () => {
        layoutsWhileTyping = await layouts();
        return typedText(page);
      },
      { intervals: [50] },
    )
    .toBe('공기의 기준을 다시 씁니다');
  expect(layoutsWhileTyping).toBe(layoutsBefore);
  expect(await letterBoxes()).toEqual(before);
});
