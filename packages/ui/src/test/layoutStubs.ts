import { vi } from 'vitest';

/** An observer that never reports: jsdom has no layout to observe. */
export class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * Stubs what jsdom lacks and the carousels (Embla) and motion preferences use: the layout observers and
 * matchMedia, where only `prefers-reduced-motion` can match. Undo with `vi.unstubAllGlobals()`.
 */
export function stubLayoutApis({ reducedMotion = false }: { reducedMotion?: boolean } = {}): void {
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
}
