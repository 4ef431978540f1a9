import { afterEach, describe, expect, it, vi } from 'vitest';

const nextFrameAndTask = () =>
  new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done, 0), 0)));

describe('the start gate', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.resetModules();
  });

  it('releases the held module script and preloads into <head> once a frame is painted, not before', async () => {
    document.head.innerHTML =
      '<template id="held-start"><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js"></template>';
    await import('./startAfterPaint');
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    await nextFrameAndTask();
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(script?.getAttribute('src')).toBe('/assets/index.js');
    expect(script?.hasAttribute('crossorigin')).toBe(true);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/react.js',
    );
    expect(document.getElementById('held-start')).toBeNull();
  });

  it('does nothing on a page without held modules (the dev server)', async () => {
    await import('./startAfterPaint');
    await nextFrameAndTask();
    expect(document.head.children).toHaveLength(0);
  });
});
