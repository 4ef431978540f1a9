import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
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

const hero = <HeroVideo sources={sources} poster={poster} slides={slides} labels={labels} />;
const renderHero = () => render(hero);

interface Screen {
  width?: number;
  reducedMotion?: boolean;
  reducedData?: boolean;
}

/** A screen of `width` CSS pixels (a desktop's by default) whose media queries answer as the browser's would. */
function stubScreen({ width = 1440, reducedMotion = false, reducedData = false }: Screen = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = query.match(/min-width:\s*([\d.]+)px/);
    const matches =
      (minWidth !== null && width >= Number(minWidth[1])) ||
      (reducedMotion && query.includes('prefers-reduced-motion: reduce')) ||
      (reducedData && query.includes('prefers-reduced-data: reduce'));
    return {
      matches,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    };
  });
}

/** Nothing of the video can be requested: no source, no `src` and no poster of the video element's own. */
function expectNoVideoRequest(container: HTMLElement) {
  const video = container.querySelector('video');
  expect(video?.querySelectorAll('source')).toHaveLength(0);
  expect(video).not.toHaveAttribute('src');
  expect(video).not.toHaveAttribute('poster');
}

describe('HeroVideo loading order', () => {
  let play: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    stubLayoutApis();
    stubScreen();
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

  it('sends the poster, but no video source, in the server-rendered HTML', () => {
    const html = renderToString(
      <HeroVideo sources={sources} poster={poster} slides={slides} labels={labels} />,
    );
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(html).toContain('type="image/avif"');
    expect(html).not.toContain('/hero.mp4');
  });

  it('hydrates the server HTML without a mismatch, then adds the video in the same box as the poster', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(hero);
    // A browser's parser starts a video with the `muted` attribute muted; jsdom's does not.
    (container.querySelector('video') as HTMLVideoElement).muted = true;
    document.body.append(container);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, hero, { onRecoverableError });
    });
    expectNoVideoRequest(container);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(container.querySelectorAll('video source')).toHaveLength(2);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // One box: the picture and the video both fill the hero (HeroVideo.css.ts), so the video moves nothing.
    const image = container.querySelector('picture img') as HTMLElement;
    const video = container.querySelector('video') as HTMLElement;
    expect(video.parentElement).toBe(image.parentElement?.parentElement);
    act(() => root?.unmount());
    container.remove();
  });
});

describe('HeroVideo: the video only where it plays well', () => {
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

  it('plays it on a wide screen when the visitor saves no data and accepts motion', () => {
    stubScreen({ width: 1440 });
    const { container } = renderHero();
    expect(container.querySelectorAll('video source')).toHaveLength(2);
    expect(play).toHaveBeenCalled();
  });

  it('from the desktop breakpoint only: a tablet or a phone keeps the poster', () => {
    stubScreen({ width: 1200 });
    expect(renderHero().container.querySelectorAll('video source')).toHaveLength(2);
    for (const width of [1199, 768, 390]) {
      stubScreen({ width });
      const { container, unmount } = renderHero();
      expectNoVideoRequest(container);
      expect(container.querySelector('picture img')).toHaveAttribute('srcset', poster.srcSet);
      unmount();
    }
  });

  it('keeps the poster on a phone', () => {
    stubScreen({ width: 390 });
    const { container } = renderHero();
    expectNoVideoRequest(container);
    expect(play).not.toHaveBeenCalled();
  });

  it('keeps the poster when the browser sends Save-Data', () => {
    stubScreen();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { container } = renderHero();
    expectNoVideoRequest(container);
    expect(play).not.toHaveBeenCalled();
  });

  it('keeps the poster under prefers-reduced-data', () => {
    stubScreen({ reducedData: true });
    const { container } = renderHero();
    expectNoVideoRequest(container);
    expect(play).not.toHaveBeenCalled();
  });

  it('keeps the poster under prefers-reduced-motion', () => {
    stubScreen({ reducedMotion: true });
    const { container } = renderHero();
    expectNoVideoRequest(container);
    expect(play).not.toHaveBeenCalled();
  });
});
