import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nextFrameAndTask = () =>
  new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done, 0), 0)));
const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));

const HELD =
  '<template id="held-start"><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js"></template>';

function expectReleased(): void {
  const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
  expect(script?.getAttribute('src')).toBe('/assets/index.js');
  expect(script?.hasAttribute('crossorigin')).toBe(true);
  expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
    '/assets/react.js',
  );
  expect(document.getElementById('held-start')).toBeNull();
}

/** A browser that reports paints: the test says when the first contentful paint happens. */
function withPaintTiming(): { paint: () => void } {
  let report: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
    observe() {
      report = () =>
        this.callback(
          { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
          this,
        );
    }
    disconnect() {
      report = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: () => report?.() };
}

describe('the start gate', () => {
  beforeEach(() => {
    document.head.innerHTML = HELD;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('releases the held module script and preloads once the first contentful paint is reported, not before', async () => {
    const browser = withPaintTiming();
    await import('./startAfterPaint');
    await nextFrameAndTask();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    browser.paint();
    await nextTask();
    expectReleased();
  });

  it('without paint timing, releases them after a frame and the task after it', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    await import('./startAfterPaint');
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    await nextFrameAndTask();
    expectReleased();
  });

  it('in a page opened in the background, releases them at once: nothing is painted there', async () => {
    withPaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await import('./startAfterPaint');
    expectReleased();
  });

  it('does nothing on a page without held modules (the dev server)', async () => {
    document.head.innerHTML = '';
    await import('./startAfterPaint');
    await nextFrameAndTask();
    expect(document.head.children).toHaveLength(0);
  });
});
