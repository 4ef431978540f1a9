import { describe, expect, it } from 'vitest';
import { RateWindow } from './rate-window';

describe('RateWindow', () => {
  it('allows `limit` events in the window, then refuses with the seconds until the oldest leaves it', () => {
    const window = new RateWindow(3, 60_000);
    expect(window.take('a', 0)).toEqual({ allowed: true });
    expect(window.take('a', 10_000)).toEqual({ allowed: true });
    expect(window.take('a', 20_000)).toEqual({ allowed: true });
    expect(window.take('a', 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(window.take('a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The refusals did not count: the first event leaves the window and one more is allowed.
    expect(window.take('a', 60_000)).toEqual({ allowed: true });
    expect(window.take('a', 60_001)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('counts each key on its own', () => {
    const window = new RateWindow(1, 1000);
    expect(window.take('a', 0).allowed).toBe(true);
    expect(window.take('a', 1).allowed).toBe(false);
    expect(window.take('b', 1).allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, forgetting the least recently seen', () => {
    const window = new RateWindow(1, 60_000, 2);
    window.take('a', 0);
    window.take('b', 1);
    window.take('a', 2); // refused, but seen: b is now the oldest
    window.take('c', 3);
    expect(window.size).toBe(2);
    expect(window.take('a', 4).allowed).toBe(false);
    expect(window.take('b', 5).allowed).toBe(true);
  });
});
