import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  it('answers a key until it expires', () => {
    const cache = new AnswerCache<string>(1000, 10);
    cache.set('q', 'answer', 0);
    expect(cache.get('q', 999)).toBe('answer');
    expect(cache.get('q', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently used key past maxEntries', () => {
    const cache = new AnswerCache<number>(60_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 1)).toBe(1);
    cache.set('c', 3, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
  });

  it('forgets everything when cleared', () => {
    const cache = new AnswerCache<number>(60_000, 2);
    cache.set('a', 1, 0);
    cache.clear();
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
