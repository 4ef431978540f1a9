import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntroOverlay } from './IntroOverlay';
import { INTRO_TIMING, introSchedule } from './introSchedule';
import { makeParticles } from './particles';
import { playIntro } from './playIntro';
import { sampleLogoPaths, sampleLogoViewBox } from './testLogo';
import { startTwinkle } from './twinkle';

// The timeline module, spied on: it is what loads Motion, and a held or frozen overlay must not ask for it.
vi.mock('./playIntro', { spy: true });
vi.mock('./twinkle', { spy: true });

// Motion keeps the requestAnimationFrame it finds as it loads: this one asks whichever clock runs at the time
// (each test's fake timers) for the next frame, so the timeline runs on the test's time.
vi.hoisted(() => {
  globalThis.requestAnimationFrame = (callback) => Number(setTimeout(() => callback(performance.now()), 16));
});

const text = '깨끗한 공기';
const letters = Array.from(text).length;
const steps = introSchedule(letters, sampleLogoPaths.length);
const startOf = (phase: string) => steps.find((step) => step.phase === phase)?.atMs ?? 0;
/** Motion moves the picture on animation frames: a change is seen within a frame of its time. */
const FRAME_MS = 17;

function intro(props: Partial<Parameters<typeof IntroOverlay>[0]> = {}) {
  return (
    <IntroOverlay
      text={text}
      logoPaths={sampleLogoPaths}
      logoViewBox={sampleLogoViewBox}
      logoLabel="Company"
      skipLabel="건너뛰기"
      {...props}
    />
  );
}

/** Renders the intro and waits until its timeline has loaded and started. */
async function renderPlaying(props: Partial<Parameters<typeof IntroOverlay>[0]> = {}) {
  const view = render(intro(props));
  await act(() => vi.dynamicImportSettled());
  return view;
}

/** The letters a visitor sees: every letter is laid out from the start, hidden until typed. */
const typed = () =>
  Array.from(document.querySelectorAll('p > [aria-hidden="true"] > span'))
    .filter((letter) => getComputedStyle(letter).opacity !== '0')
    .map((letter) => letter.textContent)
    .join('');
const phase = () => document.querySelector('[data-phase]')?.getAttribute('data-phase');
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('IntroOverlay', () => {
  // One fake clock for every test: Motion's frame loop waits for the frame it last asked for, which a clock
  // removed between tests would never deliver.
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  beforeEach(() => {
    vi.mocked(playIntro).mockClear();
    vi.mocked(startTwinkle).mockClear();
  });
  afterEach(() => {
    cleanup();
    document.body.style.overflow = '';
  });

  it('names the text and the logo for assistive technology from the start', () => {
    render(intro());
    expect(
      screen.getByText(text, { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Company' })).toBeInTheDocument();
  });

  it('renders its first frame on the server: the halves and particles, nothing typed, no timeline', () => {
    const html = renderToString(intro());
    const page = document.body.appendChild(document.createElement('div'));
    try {
      page.innerHTML = html;
      expect(within(page).getByText(text, { ignore: '[aria-hidden="true"] *' })).toBeInTheDocument();
      expect(within(page).getByRole('img', { name: 'Company' })).toBeInTheDocument();
      expect(typed()).toBe('');
      // A skip button needs the browser's script: the still frame has none.
      expect(within(page).queryByRole('button')).toBeNull();
      expect(playIntro).not.toHaveBeenCalled();
    } finally {
      page.remove();
    }
  });

  it('holds its first frame while it is not to play: nothing loads, types, moves or locks', async () => {
    const onFinish = vi.fn();
    const { rerender } = render(intro({ play: false, onFinish }));
    await act(() => vi.dynamicImportSettled());
    await advance(10_000);
    expect(playIntro).not.toHaveBeenCalled();
    expect(phase()).toBe('particles');
    expect(typed()).toBe('');
    expect(screen.queryByRole('button', { name: '건너뛰기' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(onFinish).not.toHaveBeenCalled();

    // Told to play, it plays from that moment.
    rerender(intro({ play: true, onFinish }));
    await act(() => vi.dynamicImportSettled());
    expect(playIntro).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '건너뛰기' })).toBeVisible();
    await advance(INTRO_TIMING.textDelayMs + INTRO_TIMING.letterStaggerMs + FRAME_MS);
    expect(typed()).toBe('깨');
  });

  it('types the text after 0.5 s, one letter every 0.05 s', async () => {
    await renderPlaying();
    await advance(INTRO_TIMING.textDelayMs);
    expect(typed()).toBe('');
    await advance(INTRO_TIMING.letterStaggerMs + FRAME_MS);
    expect(typed()).toBe('깨');
    await advance(INTRO_TIMING.letterStaggerMs * 2);
    expect(typed()).toBe('깨끗한');
    await advance(INTRO_TIMING.letterStaggerMs * (letters - 3));
    expect(typed()).toBe(text);
  });

  it('runs the phases in the specified order at their times and calls onFinish once, at the end', async () => {
    const onFinish = vi.fn();
    await renderPlaying({ onFinish });
    expect(steps.map((step) => step.phase)).toEqual(['particles', 'logo', 'lines', 'leaving', 'finished']);
    let now = 0;
    for (const [index, step] of steps.slice(0, -1).entries()) {
      // Just before its time, the previous phase still shows; within a frame of it, this one.
      if (index > 0) {
        await advance(step.atMs - FRAME_MS - now);
        expect(phase()).toBe(steps[index - 1]?.phase);
        now = step.atMs - FRAME_MS;
      }
      await advance(step.atMs + FRAME_MS - now);
      now = step.atMs + FRAME_MS;
      expect(phase()).toBe(step.phase);
    }
    const finishAt = startOf('finished');
    await advance(finishAt - FRAME_MS - now);
    expect(onFinish).not.toHaveBeenCalled();
    await advance(2 * FRAME_MS);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(phase()).toBeUndefined();
    await advance(10_000);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('lets the halves leave over 0.8 s, the top one up and the bottom one down', async () => {
    const { container } = await renderPlaying();
    const [top, bottom] = Array.from(container.querySelectorAll<HTMLElement>('[data-phase] > div')).slice(
      0,
      2,
    );
    await advance(startOf('leaving') + FRAME_MS);
    expect(phase()).toBe('leaving');
    await advance(INTRO_TIMING.leaveMs / 2);
    const halfway = (element: HTMLElement | undefined) =>
      Number(/translateY\((-?[\d.]+)%\)/.exec(element?.style.transform ?? '')?.[1]);
    expect(halfway(top)).toBeLessThan(-10);
    expect(halfway(top)).toBeGreaterThan(-90);
    expect(halfway(bottom)).toBeGreaterThan(10);
    expect(halfway(bottom)).toBeLessThan(90);
    await advance(INTRO_TIMING.leaveMs / 2 - 2 * FRAME_MS);
    expect(phase()).toBe('leaving');
    await advance(2 * FRAME_MS);
    expect(phase()).toBeUndefined();
  });

  it('strokes the logo path by path, each hidden until its turn, then fills it', async () => {
    const { container } = await renderPlaying();
    const paths = () => Array.from(container.querySelectorAll('svg path'));
    const strokeShown = () => paths().map((path) => getComputedStyle(path).strokeOpacity !== '0');
    expect(paths().map((path) => path.getAttribute('stroke-opacity'))).toEqual(['0', '0', '0']);
    await advance(startOf('logo') + FRAME_MS);
    expect(strokeShown()).toEqual([true, false, false]);
    await advance(INTRO_TIMING.logoPathStaggerMs);
    expect(strokeShown()).toEqual([true, true, false]);
    await advance(startOf('lines') - startOf('logo') - INTRO_TIMING.logoPathStaggerMs);
    expect(strokeShown()).toEqual([true, true, true]);
    expect(paths().map((path) => path.getAttribute('stroke-dasharray'))).toEqual(['1 0', '1 0', '1 0']);
    expect(paths().map((path) => getComputedStyle(path).fillOpacity)).toEqual(['1', '1', '1']);
  });

  it('locks body scrolling while it plays and restores the previous value after', async () => {
    document.body.style.overflow = 'scroll';
    await renderPlaying();
    expect(document.body.style.overflow).toBe('hidden');
    await advance(startOf('finished') + 2 * FRAME_MS);
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('restores scrolling when unmounted mid-play', async () => {
    const { unmount } = await renderPlaying();
    await advance(1000);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('ends at once through the skip button', async () => {
    const onFinish = vi.fn();
    await renderPlaying({ onFinish });
    // (user-event waits on timers between its steps, which this file's stopped clock would hold.)
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    await advance(0);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img', { name: 'Company' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('ends at once, rather than stay over the page, when its timeline fails to load or start', async () => {
    vi.mocked(playIntro).mockImplementationOnce(() => {
      throw new Error('chunk failed to load');
    });
    const onFinish = vi.fn();
    await renderPlaying({ onFinish });
    await advance(0);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img', { name: 'Company' })).toBeNull();
  });

  it('makes the particles of both halves twinkle while it plays, and stops them when it ends', async () => {
    const stop = vi.fn();
    vi.mocked(startTwinkle)
      .mockImplementationOnce(() => stop)
      .mockImplementationOnce(() => stop);
    await renderPlaying();
    const fields = document.querySelectorAll('[data-phase] > div > div[aria-hidden="true"]');
    expect(vi.mocked(startTwinkle).mock.calls.map(([dots]) => dots)).toEqual(
      Array.from(fields, (field) => [...field.children]),
    );
    expect(stop).not.toHaveBeenCalled();
    await advance(startOf('finished') + 2 * FRAME_MS);
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('stays in a frozen phase: whole text, no timeline, no scroll lock, no finish', async () => {
    const onFinish = vi.fn();
    render(intro({ phase: 'logo', onFinish }));
    await act(() => vi.dynamicImportSettled());
    expect(phase()).toBe('logo');
    expect(typed()).toBe(text);
    expect(screen.queryByRole('button', { name: '건너뛰기' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    await advance(60_000);
    expect(phase()).toBe('logo');
    expect(playIntro).not.toHaveBeenCalled();
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('particles', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(makeParticles(80, 3)).toEqual(makeParticles(80, 3));
    expect(makeParticles(80, 3)).not.toEqual(makeParticles(80, 4));
  });

  it('stay inside their half', () => {
    for (const p of makeParticles(80, 1)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(100);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(100);
    }
  });

  it('number about 80 per half by default', () => {
    const { container } = render(intro({ phase: 'particles' }));
    const fields = container.querySelectorAll('[data-phase] > div > div[aria-hidden="true"]');
    expect(fields).toHaveLength(2);
    for (const field of fields) expect(field.children).toHaveLength(80);
  });
});
