import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../test/layoutStubs';
import { HeroVideo } from './HeroVideo';

const labels = {
  region: '메인 비주얼',
  previous: '이전 슬라이드',
  next: '다음 슬라이드',
  pause: '일시 정지',
  play: '재생',
  slide: (position: number, total: number) => `슬라이드 ${position} / ${total}`,
};
const slides = [{ id: 'main', title: '깨끗한 공기의 기준' }];
const sources = [
  { src: '/hero.webm', type: 'video/webm' },
  { src: '/hero.mp4', type: 'video/mp4' },
];
const poster = {
  src: '/poster-1280.webp',
  width: 1280,
  height: 720,
  srcSet: '/poster-640.webp 640w, /poster-1280.webp 1280w',
  sources: [{ type: 'image/avif', srcSet: '/poster-640.avif 640w, /poster-1280.avif 1280w' }],
};

const renderHero = () =>
  render(<HeroVideo sources={sources} poster={poster} slides={slides} labels={labels} />);

describe('HeroVideo loading order', () => {
  let play: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    stubLayoutApis();
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the poster as an eager, high-priority picture with its size and formats', () => {
    const { container } = renderHero();
    const image = container.querySelector('picture img');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(container.querySelector('picture source')).toHaveAttribute('type', 'image/avif');
  });

  it('shows the video over the poster only once it plays (the style sheet fades it in)', () => {
    const { container } = renderHero();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).not.toHaveAttribute('data-playing');
    fireEvent.playing(video);
    expect(video).toHaveAttribute('data-playing');
  });

  it('attaches and starts the video only after the window load event', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { container } = renderHero();
    expect(container.querySelectorAll('video source')).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(container.querySelectorAll('video source')).toHaveLength(2);
    expect(play).toHaveBeenCalled();
  });

  it('never attaches the video when the visitor asks to save data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { container } = renderHero();
    expect(container.querySelectorAll('video source')).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();
  });

  it('sends the poster, but no video source, in the server-rendered HTML', () => {
    const html = renderToString(
      <HeroVideo sources={sources} poster={poster} slides={slides} labels={labels} />,
    );
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(html).toContain('type="image/avif"');
    expect(html).not.toContain('/hero.mp4');
  });
});
