// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type IntroStorage, markIntroShown, readIntroLastShown, shouldShowIntro } from './introStorage';

const minute = 60_000;
const now = Date.UTC(2025, 0, 1, 12);

function memoryStorage(): IntroStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => data.set(key, value) };
}

const blocked: IntroStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('shouldShowIntro', () => {
  it('shows when it never showed', () => {
    expect(shouldShowIntro(null, now)).toBe(true);
  });
  it('shows again only when more than 60 minutes have passed', () => {
    expect(shouldShowIntro(now - 59 * minute, now)).toBe(false);
    expect(shouldShowIntro(now - 60 * minute, now)).toBe(false);
    expect(shouldShowIntro(now - 60 * minute - 1, now)).toBe(true);
  });
  it('takes another interval', () => {
    expect(shouldShowIntro(now - 10 * minute, now, 5)).toBe(true);
    expect(shouldShowIntro(now - 4 * minute, now, 5)).toBe(false);
  });
  it('shows when the stored time is in the future or not a number', () => {
    expect(shouldShowIntro(now + minute, now)).toBe(true);
    expect(shouldShowIntro(Number.NaN, now)).toBe(true);
  });
});

describe('readIntroLastShown and markIntroShown', () => {
  it('round-trip a timestamp under the given key', () => {
    const storage = memoryStorage();
    expect(readIntroLastShown(storage, 'introLastShown')).toBeNull();
    markIntroShown(storage, 'introLastShown', now);
    expect(storage.data.get('introLastShown')).toBe(String(now));
    expect(readIntroLastShown(storage, 'introLastShown')).toBe(now);
  });
  it('read garbage as never shown', () => {
    const storage = memoryStorage();
    storage.setItem('introLastShown', 'yesterday');
    expect(readIntroLastShown(storage, 'introLastShown')).toBeNull();
  });
  it('survive blocked or missing storage', () => {
    expect(readIntroLastShown(blocked, 'introLastShown')).toBeNull();
    expect(() => markIntroShown(blocked, 'introLastShown', now)).not.toThrow();
    expect(readIntroLastShown(undefined, 'introLastShown')).toBeNull();
  });
});
