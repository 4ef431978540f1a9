import { vi } from 'vitest';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** jsdom lacks layout observers, matchMedia and media playback; stub them for this component's tests. */
export function stubBrowser(reducedMotion = false) {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: reducedMotion && media.includes('prefers-reduced-motion'),
    media,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return { play, pause };
}

export const labels = {
  region: '메인 비주얼',
  previous: '이전 슬라이드',
  next: '다음 슬라이드',
  pause: '일시 정지',
  play: '재생',
  slide: (position: number, total: number) => `슬라이드 ${position} / ${total}`,
};

export const slides = [
  { id: 'a', title: '깨끗한 공기의 기준', description: '클린룸부터 필터 여재까지' },
  { id: 'b', title: 'Battery dry rooms' },
  { id: 'c', title: 'GMP rooms' },
];
