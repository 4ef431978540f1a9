import { describe, expect, it } from 'vitest';
import { kindListPath } from './NeedsAttention';
import { firstKindWith, totalOf } from './needsAttention';

const counts = { news: 0, youtube: 2, announcement: 1, shareholders: 0 };

describe('what needs me', () => {
  it('adds up a count over the four kinds', () => {
    expect(totalOf(counts)).toBe(3);
  });

  it('links to the first kind with something to show, else news', () => {
    expect(firstKindWith(counts)).toBe('youtube');
    expect(firstKindWith({ news: 0, youtube: 0, announcement: 0, shareholders: 0 })).toBe('news');
  });

  it('leads to the dashboard list of a kind, filtered by status', () => {
    expect(kindListPath('youtube', 'draft')).toBe('/admin?kind=youtube&status=draft');
    expect(kindListPath('news', 'scheduled')).toBe('/admin?status=scheduled');
    expect(kindListPath('news', '')).toBe('/admin');
  });
});
