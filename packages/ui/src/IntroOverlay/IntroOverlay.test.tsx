import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntroOverlay } from './IntroOverlay';
import { INTRO_TIMING, introSchedule } from './introSchedule';
import { makeParticles } from './particles';
import { sampleLogoPaths, sampleLogoViewBox } from './testLogo';
import { TWINKLES_PER_TASK } from './twinkle';

const text = '깨끗한 공기';
const letters = Array.from(text).length;

function renderIntro(props: Partial<Parameters<typeof IntroOverlay>[0]> = {}) {
  return render(
    <IntroOverlay
      text={text}
      logoPaths={sampleLogoPaths}
      logoViewBox={sampleLogoViewBox}
      logoLabel="Company"
      {...props}
    />,
  );
}

/** The letters typed so far: each typed letter is marked, the others are laid out but hidden. */
const typed = () =>
  Array.from(document.querySelectorAll('[data-typed]'), (letter) => letter.textContent).join('');
const phase = () => document.querySelector('[data-phase]')?.getAttribute('data-phase');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('IntroOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.style.overflow = '';
  });

  it('names the text and the logo for assistive technology from the start', () => {
    renderIntro();
    expect(
      screen.getByText(text, { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Company' })).toBeInTheDocument();
  });

  it('types the text after 0.5 s, one letter every 0.05 s', () => {
    renderIntro();
    advance(INTRO_TIMING.textDelayMs);
    expect(typed()).toBe('');
    advance(INTRO_TIMING.letterStaggerMs);
    expect(typed()).toBe('깨');
    advance(INTRO_TIMING.letterStaggerMs * 2);
    expect(typed()).toBe('깨끗한');
    advance(INTRO_TIMING.letterStaggerMs * (letters - 3));
    expect(typed()).toBe(text);
  });

  it('runs the phases in the specified order and calls onFinish once, at the end', () => {
    const onFinish = vi.fn();
    renderIntro({ onFinish });
    const steps = introSchedule(letters, sampleLogoPaths.length);
    expect(steps.map((step) => step.phase)).toEqual(['particles', 'logo', 'lines', 'leaving', 'finished']);
    let now = 0;
    for (const step of steps.slice(0, -1)) {
      advance(step.atMs - now);
      now = step.atMs;
      expect(phase()).toBe(step.phase);
    }
    const finishAt = steps.at(-1)?.atMs ?? 0;
    advance(finishAt - now - 1);
    expect(onFinish).not.toHaveBeenCalled();
    advance(1);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(phase()).toBeUndefined();
    advance(10_000);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('lets the halves leave over 0.8 s', () => {
    const steps = introSchedule(letters, sampleLogoPaths.length);
    const leaving = steps.find((step) => step.phase === 'leaving')?.atMs ?? 0;
    const finished = steps.find((step) => step.phase === 'finished')?.atMs ?? 0;
    expect(finished - leaving).toBe(800);
  });

  it('locks body scrolling while it plays and restores the previous value after', () => {
    document.body.style.overflow = 'scroll';
    renderIntro();
    expect(document.body.style.overflow).toBe('hidden');
    advance(introSchedule(letters, sampleLogoPaths.length).at(-1)?.atMs ?? 0);
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('restores scrolling when unmounted mid-play', () => {
    const { unmount } = renderIntro();
    advance(1000);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('ends at once through the skip button', async () => {
    vi.useRealTimers();
    const onFinish = vi.fn();
    renderIntro({ onFinish, skipLabel: '건너뛰기' });
    await userEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('');
  });

  it('stays in a frozen phase: whole text, no scroll lock, no finish', () => {
    const onFinish = vi.fn();
    renderIntro({ phase: 'logo', onFinish });
    expect(phase()).toBe('logo');
    expect(typed()).toBe(text);
    expect(document.body.style.overflow).toBe('');
    advance(60_000);
    expect(phase()).toBe('logo');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('renders on the server without touching the browser', () => {
    const html = renderToString(
      <IntroOverlay
        text={text}
        logoPaths={sampleLogoPaths}
        logoViewBox={sampleLogoViewBox}
        logoLabel="Company"
      />,
    );
    expect(html).toContain(text);
    expect(html).toContain('aria-label="Company"');
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

  describe('twinkle', () => {
    // jsdom has no Web Animations API: record what the field asks of it.
    const animate = vi.fn(() => ({ cancel }));
    const cancel = vi.fn();
    beforeEach(() => {
      vi.useFakeTimers();
      animate.mockClear();
      cancel.mockClear();
      Object.defineProperty(Element.prototype, 'animate', { value: animate, configurable: true });
    });
    afterEach(() => {
      vi.useRealTimers();
      document.body.style.overflow = '';
      Reflect.deleteProperty(Element.prototype, 'animate');
    });

    it('starts on every dot of both halves while the intro plays, and stops when it ends', () => {
      const { unmount } = renderIntro();
      // A batch per task (twinkle.ts).
      for (let batch = 0; batch * TWINKLES_PER_TASK < 80; batch += 1) advance(1);
      expect(animate).toHaveBeenCalledTimes(160);
      unmount();
      expect(cancel).toHaveBeenCalledTimes(160);
    });

    it('does not start in a frozen picture', () => {
      renderIntro({ phase: 'particles' });
      expect(animate).not.toHaveBeenCalled();
    });
  });

  it('number about 80 per half by default', () => {
    const { container } = renderIntro({ phase: 'particles' });
    const fields = container.querySelectorAll('[data-still]');
    expect(fields).toHaveLength(2);
    for (const field of fields) expect(field.children).toHaveLength(80);
  });
});
