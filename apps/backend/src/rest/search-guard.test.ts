import { describe, expect, it } from 'vitest';
import { SearchGuard, searchCacheKey } from './search-guard';

const settings = { perClient: 2, windowSeconds: 60, cacheSeconds: 30, cacheEntries: 10 };

describe('SearchGuard', () => {
  it('limits each address on its own, with the seconds to wait', () => {
    let now = 0;
    const guard = new SearchGuard(settings, () => now);
    expect(guard.admit('a').allowed).toBe(true);
    now = 15_000;
    expect(guard.admit('a').allowed).toBe(true);
    expect(guard.admit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(guard.admit('b').allowed).toBe(true);
  });

  it('keys identical arguments alike in any order', () => {
    expect(searchCacheKey({ query: 'x', lang: 'ko' })).toBe(searchCacheKey({ lang: 'ko', query: 'x' }));
    expect(searchCacheKey({ query: 'x', lang: 'ko' })).not.toBe(searchCacheKey({ query: 'x', lang: 'en' }));
  });

  it('serves a kept answer until it expires or content changes, and keeps none read before a change', () => {
    let now = 0;
    const guard = new SearchGuard(settings, () => now);
    guard.keep('k', 'answer', guard.version);
    expect(guard.cached('k')).toBe('answer');
    now = 30_000;
    expect(guard.cached('k')).toBeUndefined();

    guard.keep('k', 'answer', guard.version);
    guard.invalidate();
    expect(guard.cached('k')).toBeUndefined();

    const readAt = guard.version;
    guard.invalidate(); // content changed while the search ran
    guard.keep('k', 'stale', readAt);
    expect(guard.cached('k')).toBeUndefined();
  });
});
