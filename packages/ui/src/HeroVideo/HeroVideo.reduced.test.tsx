import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroVideo } from './HeroVideo';
import { labels, slides, stubBrowser } from './heroTestSetup';

// motion reads prefers-reduced-motion once per module instance, so this file stubs it before any render.
describe('HeroVideo under prefers-reduced-motion', () => {
  let media: ReturnType<typeof stubBrowser>;
  beforeEach(() => {
    media = stubBrowser(true);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the video still and does not advance', () => {
    const { container } = render(
      <HeroVideo sources={[]} poster="/poster.jpg" slides={slides} labels={labels} />,
    );
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { name: '슬라이드 1 / 3' })).toHaveAttribute('aria-current', 'true');
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
    expect(media.play).not.toHaveBeenCalled();
    expect(media.pause).toHaveBeenCalled();
  });
});
