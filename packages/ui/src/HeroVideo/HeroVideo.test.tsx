import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

const current = () =>
  screen
    .getAllByRole('button', { name: /^슬라이드/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const sources = [{ src: '/hero.mp4', type: 'video/mp4' }];

function renderHero(props: Partial<Parameters<typeof HeroVideo>[0]> = {}) {
  return render(
    <HeroVideo sources={sources} poster="/poster.jpg" slides={slides} labels={labels} {...props} />,
  );
}

describe('HeroVideo', () => {
  let media: ReturnType<typeof stubBrowser>;
  beforeEach(() => {
    media = stubBrowser();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // Where its sources are attached: HeroVideo.loading.test.tsx.
  it('has a muted, looping, inline background video and advances every 5 s', () => {
    const { container } = renderHero();
    const video = container.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
  });

  it('shows the title and description in a labelled carousel', () => {
    renderHero();
    expect(screen.getByRole('region', { name: '메인 비주얼' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '깨끗한 공기의 기준' })).toBeInTheDocument();
    expect(screen.getByText('클린룸부터 필터 여재까지')).toBeInTheDocument();
  });

  it('advances every 5000 ms and wraps around', () => {
    renderHero();
    expect(current()).toBe(0);
    advance(4999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(5000);
    expect(current()).toBe(2);
    advance(5000);
    expect(current()).toBe(0);
  });

  it('does not advance while hovered or while focus is inside', () => {
    renderHero();
    const region = screen.getByRole('region', { name: '메인 비주얼' });
    fireEvent.mouseEnter(region);
    advance(15_000);
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => screen.getByRole('button', { name: '다음 슬라이드' }).focus());
    advance(15_000);
    expect(current()).toBe(0);
    act(() => screen.getByRole('button', { name: '다음 슬라이드' }).blur());
    advance(5000);
    expect(current()).toBe(1);
  });

  it('stops the video and the advance with the pause button, and resumes with play', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: '일시 정지' }));
    expect(media.pause).toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: '재생' }).blur());
    advance(15_000);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '재생' }));
    act(() => screen.getByRole('button', { name: '일시 정지' }).blur());
    advance(5000);
    expect(current()).toBe(1);
  });

  it('moves with the previous/next buttons and the slide dots', () => {
    renderHero({ autoPlay: false });
    fireEvent.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '슬라이드 3 / 3' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '이전 슬라이드' }));
    expect(current()).toBe(1);
    expect(screen.getByRole('group', { name: '슬라이드 2 / 3' })).toBeInTheDocument();
  });

  it('does not advance when autoPlay is off and offers no pause button then', () => {
    renderHero({ autoPlay: false });
    advance(20_000);
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: '일시 정지' })).not.toBeInTheDocument();
  });

  it('has no slide controls for a single slide', () => {
    renderHero({ slides: [{ id: 'only', title: 'Hero' }] });
    expect(screen.queryByRole('button', { name: '다음 슬라이드' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '일시 정지' })).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <HeroVideo sources={sources} poster="/poster.jpg" slides={slides} labels={labels} headingLevel={1} />,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('playsInline');
  });
});
