import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IntroOverlay } from './IntroOverlay';
import { INTRO_TIMING } from './introSchedule';
import { sampleLogoPaths, sampleLogoViewBox } from './testLogo';
import { startTwinkle } from './twinkle';

vi.mock('./twinkle', { spy: true });

// Motion keeps the requestAnimationFrame it finds as it loads: this one asks the test's clock for each frame.
vi.hoisted(() => {
  globalThis.requestAnimationFrame = (callback) => Number(setTimeout(() => callback(performance.now()), 16));
});

/** Motion moves the picture on animation frames: a change is seen within a frame of its time. */
const FRAME_MS = 17;

// The overlay reads prefers-reduced-motion as it renders: this file stubs it before any render.
function stubReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function renderIntro(onFinish?: () => void) {
  const view = render(
    <IntroOverlay
      text="Clean air"
      logoPaths={sampleLogoPaths}
      logoViewBox={sampleLogoViewBox}
      logoLabel="Company"
      onFinish={onFinish}
    />,
  );
  await act(() => vi.dynamicImportSettled());
  return view;
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('IntroOverlay under prefers-reduced-motion', () => {
  beforeAll(() => {
    stubReducedMotion();
    vi.useFakeTimers();
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  afterEach(() => cleanup());

  it('shows the whole picture at once, briefly, then fades and finishes', async () => {
    const onFinish = vi.fn();
    await renderIntro(onFinish);
    const letters = Array.from(document.querySelectorAll('p > [aria-hidden="true"] > span'));
    expect(letters.map((letter) => letter.textContent).join('')).toBe('Clean air');
    for (const letter of letters) expect(getComputedStyle(letter).visibility).not.toBe('hidden');
    expect(screen.getByRole('img', { name: 'Company' })).toBeVisible();
    await advance(INTRO_TIMING.reducedHoldMs - FRAME_MS);
    expect(document.querySelector('[data-phase]')).toHaveStyle({ opacity: '1' });
    await advance(INTRO_TIMING.reducedFadeMs / 2 + FRAME_MS);
    const opacity = Number(getComputedStyle(document.querySelector('[data-phase]') as Element).opacity);
    expect(opacity).toBeGreaterThan(0);
    expect(opacity).toBeLessThan(1);
    expect(onFinish).not.toHaveBeenCalled();
    await advance(INTRO_TIMING.reducedFadeMs / 2 + FRAME_MS);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('keeps the particles still', async () => {
    await renderIntro();
    await advance(100);
    expect(document.querySelectorAll('[data-still]')).toHaveLength(2);
    expect(startTwinkle).not.toHaveBeenCalled();
  });
});
