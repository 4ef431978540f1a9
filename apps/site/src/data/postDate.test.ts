import { formatDate10 } from '@company/ui';
import { describe, expect, it } from 'vitest';
import { postMoment } from './postDate';

describe('postMoment', () => {
  it('is the publication moment, shown as its day in Korea', () => {
    const post = { created_at: '2025-11-13T02:00:00+00:00', published_at: '2026-11-30T20:39:00+00:00' };
    expect(postMoment(post)).toBe(post.published_at);
    expect(formatDate10(postMoment(post))).toBe('2026-12-01');
  });

  it('falls back to the creation before a first publication', () => {
    expect(postMoment({ created_at: '2026-12-01T20:00:00+00:00', published_at: null })).toBe(
      '2026-12-01T20:00:00+00:00',
    );
    expect(postMoment({ created_at: '2026-12-01T20:00:00+00:00' })).toBe('2026-12-01T20:00:00+00:00');
  });
});
