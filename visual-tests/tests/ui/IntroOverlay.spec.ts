import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

// The intro's timeline under Playwright's clock: phases in the specification's order, typing,
// particles, scroll lock, the halves' 0.8 s exit, and the reduced-motion path.
/** Installs Playwright's clock stopped, so the intro only moves when the test runs the clock. */
async function stopClock(page: Page) {
  await page.clock.install({ time: new Date('2025-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2025-01-01T00:00:01Z'));
}

/** Opens the playing intro under a stopped clock, at its first phase. */
async function openPlayingIntro(page: Page, storybookUrl: string) {
  await stopClock(page);
  await openStory(page, storybookUrl, 'home-introoverlay--playing');
  await expect(page.locator('[data-phase="particles"]')).toBeAttached();
}

/** The letters typed so far: each typed letter is marked, the others are laid out but hidden. */
const typedText = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-typed]'), (letter) => letter.textContent).join(''),
  );

const phaseOf = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? 'none');

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

  // Nothing typed before 0.5 s; three letters at 0.5 s + 3 × 0.05 s.
  await page.clock.runFor(490);
  await expect.poll(() => typedText(page)).toBe('');
  await page.clock.runFor(160);
  await expect.poll(() => typedText(page)).toBe('공기의');

  const seen: { phase: string; at: number }[] = [{ phase: 'particles', at: 0 }];
  let now = 650;
  while (now < 8000) {
    await page.clock.runFor(50);
    now += 50;
    const phase = await phaseOf(page);
    if (phase !== seen.at(-1)?.phase) seen.push({ phase, at: now });
    if (phase === 'none') break;
  }
  expect(seen.map((s) => s.phase)).toEqual(['particles', 'logo', 'lines', 'leaving', 'none']);
  const leaving = seen.find((s) => s.phase === 'leaving')?.at ?? 0;
  const finished = seen.find((s) => s.phase === 'none')?.at ?? 0;
  expect(finished - leaving).toBeGreaterThanOrEqual(750);
  expect(finished - leaving).toBeLessThanOrEqual(850);

  // onFinish ran (the story shows its replay button) and scrolling is back.
  await expect(page.getByRole('button', { name: '다시 보기' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('the halves leave the screen, the top one up and the bottom one down', async ({ page, storybook }) => {
  await openPlayingIntro(page, storybook.url);
  await expect(page.locator('[data-phase]')).toBeAttached();
  while ((await phaseOf(page)) !== 'leaving') await page.clock.runFor(100);
  const tops = () =>
    page
      .locator('[data-phase] > div')
      .evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().top));
  // The clock is stopped inside the leaving phase; the halves' transition itself runs on the
  // compositor, so wait for where it ends: the top half above the screen, the bottom one below.
  const viewportHeight = page.viewportSize()?.height ?? 0;
  await expect.poll(tops).toEqual([-viewportHeight / 2, viewportHeight]);
  expect(await phaseOf(page)).toBe('leaving');
});

test("its movements are CSS transitions, which the browser runs without the page's scripts", async ({
  page,
  storybook,
}) => {
  await openPlayingIntro(page, storybook.url);
  // What moves now, as "element:property" for each CSS transition under way.
  const transitions = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .flatMap((animation) =>
          animation instanceof CSSTransition && animation.effect instanceof KeyframeEffect
            ? [`${animation.effect.target?.nodeName.toLowerCase()}:${animation.transitionProperty}`]
            : [],
        ),
    );
  while ((await phaseOf(page)) !== 'logo') await page.clock.runFor(100);
  await expect.poll(transitions).toContain('path:stroke-dashoffset');
  while ((await phaseOf(page)) !== 'leaving') await page.clock.runFor(100);
  // The two halves and the two lines slide out: transforms, which the compositor moves.
  await expect
    .poll(async () => (await transitions()).filter((transition) => transition.endsWith(':transform')).sort())
    .toEqual(['div:transform', 'div:transform', 'span:transform', 'span:transform']);
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
  await stopClock(page);
  await openStory(page, storybook.url, 'home-introoverlay--reduced-motion');
  await expect.poll(() => typedText(page)).toBe('공기의 기준을 다시 씁니다');
  await expect(page.getByRole('img', { name: 'Company' })).toBeVisible();
  await page.clock.runFor(1700);
  await expect(page.getByRole('button', { name: '다시 보기' })).toBeVisible();
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
  await openStory(page, storybook.url, 'home-introoverlay--playing');
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
  // A dot dims and brightens: its colour differs between two moments of its cycle.
  const colours = await page.evaluate(() => {
    const dot = document.querySelector('[data-phase] > div > div[aria-hidden="true"] > span');
    const animation = dot?.getAnimations()[0];
    if (!dot || !animation) return [];
    const timing = animation.effect?.getComputedTiming();
    const start = Number(timing?.delay ?? 0);
    const duration = Number(timing?.duration ?? 0);
    animation.pause();
    const at = (share: number) => {
      animation.currentTime = start + duration * share;
      return getComputedStyle(dot).backgroundColor;
    };
    return [at(0), at(0.5)];
  });
  expect(colours).toHaveLength(2);
  expect(colours[0]).not.toBe(colours[1]);
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
  while ((await phaseOf(page)) !== 'lines') await page.clock.runFor(100);
  await expect.poll(async () => new Set(await strokeOpacities())).toEqual(new Set(['1']));
});

test('typing a letter lays nothing out again: the letters keep their places, hidden until typed', async ({
  page,
  storybook,
}) => {
  // A letter that moved from an untyped run of text to a typed one made the browser shape and lay out the
  // whole text again, some twenty times in the first two seconds of every visit to home.
  await openPlayingIntro(page, storybook.url);
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
  await page.clock.runFor(500);
  for (let letter = 0; letter < before.length; letter += 1) {
    await page.clock.runFor(50);
    // Reading a size lays the page out at once if the letter made that necessary, as the next frame would.
    await page.evaluate(() => document.body.offsetHeight);
  }
  await expect.poll(() => typedText(page)).toBe('공기의 기준을 다시 씁니다');
  expect(await layouts()).toBe(layoutsBefore);
  expect(await letterBoxes()).toEqual(before);
});
