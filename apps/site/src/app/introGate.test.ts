import { readIntroLastShown, shouldShowIntro } from '@company/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTRO_GATE_ATTRIBUTE, INTRO_STORAGE_KEY } from '../pages/home/HomeIntro';

/** Runs the gate as the home page's <head> does, once, and returns its mark on <html>. */
async function runGate(): Promise<string | null> {
  document.documentElement.removeAttribute(INTRO_GATE_ATTRIBUTE);
  vi.resetModules();
  await import('./introGate');
  return document.documentElement.getAttribute(INTRO_GATE_ATTRIBUTE);
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

const minute = 60_000;

describe('the intro gate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.documentElement.removeAttribute(INTRO_GATE_ATTRIBUTE);
  });

  it('marks a first visit for the intro', async () => {
    preferReducedMotion(false);
    expect(await runGate()).toBe('play');
  });

  it('marks a visit within 60 minutes of the last intro to skip it, and a later one to play it', async () => {
    preferReducedMotion(false);
    window.localStorage.setItem(INTRO_STORAGE_KEY, String(Date.now() - 59 * minute));
    expect(await runGate()).toBe('skip');
    window.localStorage.setItem(INTRO_STORAGE_KEY, String(Date.now() - 61 * minute));
    expect(await runGate()).toBe('play');
  });

  it('marks every visit to skip the intro under reduced motion', async () => {
    preferReducedMotion(true);
    expect(await runGate()).toBe('skip');
  });

  it('decides as the intro’s own rules do, for any stored value', async () => {
    preferReducedMotion(false);
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1, 12), toFake: ['Date'] });
    const now = Date.now();
    const stored = [
      null,
      '',
      '  ',
      'yesterday',
      'NaN',
      'Infinity',
      '0',
      String(now),
      String(now - 60 * minute),
      String(now - 60 * minute - 1),
      String(now - 30 * minute),
      String(now + minute),
      ` ${now - minute} `,
      '1e3',
    ];
    for (const value of stored) {
      if (value === null) window.localStorage.removeItem(INTRO_STORAGE_KEY);
      else window.localStorage.setItem(INTRO_STORAGE_KEY, value);
      const expected = shouldShowIntro(readIntroLastShown(window.localStorage, INTRO_STORAGE_KEY), now);
      expect(await runGate(), `stored ${JSON.stringify(value)}`).toBe(expected ? 'play' : 'skip');
    }
  });

  it('marks the intro to play when storage is blocked, as the intro cannot remember it either', async () => {
    preferReducedMotion(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(shouldShowIntro(readIntroLastShown(window.localStorage, INTRO_STORAGE_KEY), Date.now())).toBe(
        true,
      );
      expect(await runGate()).toBe('play');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
