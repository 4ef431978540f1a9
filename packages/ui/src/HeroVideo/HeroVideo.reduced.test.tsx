import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../test/layoutStubs';
import { HeroVideo } from './HeroVideo';

/** jsdom lacks layout observers, matchMedia and media playback; stub them for this component's tests. */
function stubBrowser(reducedMotion = false) {
  stubLayoutApis({ reducedMotion });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return { play, pause };
}

const labels = {
  region: '메인 비주얼',
  previous: '이전 슬라이드',
  next: '다음 슬라이드',
  pause: '일시 정지',
  play: '재생',
  slide: (position: number, total: number) => `슬라이드 ${position} / ${total}`,
};

const slides = [
  { id: 'a', title: '깨끗한 공기의 기준', description: '클린룸부터 필터 여재까지' },
  { id: 'b', title: 'Battery dry rooms' },
  { id: 'c', title: 'GMP rooms' },
];

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
