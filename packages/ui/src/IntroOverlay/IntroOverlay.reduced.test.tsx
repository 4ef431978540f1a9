import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntroOverlay } from './IntroOverlay';
import { INTRO_TIMING } from './introSchedule';
import { sampleLogoPaths, sampleLogoViewBox } from './testLogo';

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

function renderIntro(onFinish?: () => void) {
  return render(
    <IntroOverlay
      text="Clean air"
      logoPaths={sampleLogoPaths}
      logoViewBox={sampleLogoViewBox}
      logoLabel="Company"
      onFinish={onFinish}
    />,
  );
}

describe('IntroOverlay under prefers-reduced-motion', () => {
  beforeEach(() => {
    stubReducedMotion();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the whole picture at once, briefly, then fades and finishes', () => {
    const onFinish = vi.fn();
    renderIntro(onFinish);
    expect(
      Array.from(document.querySelectorAll('[data-typed]'), (letter) => letter.textContent).join(''),
    ).toBe('Clean air');
    expect(screen.getByRole('img', { name: 'Company' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(INTRO_TIMING.reducedHoldMs + INTRO_TIMING.reducedFadeMs - 1));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('keeps the particles still', () => {
    const animate = vi.fn();
    Object.defineProperty(Element.prototype, 'animate', { value: animate, configurable: true });
    try {
      renderIntro();
      expect(document.querySelectorAll('[data-still]')).toHaveLength(2);
      expect(animate).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'animate');
    }
  });
});
