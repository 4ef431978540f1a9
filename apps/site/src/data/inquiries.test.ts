import { describe, expect, it } from 'vitest';
import { refusalOf } from './inquiries';

describe('refusalOf', () => {
  it('names the abuse rule the database gave, and a network failure as such', () => {
    expect(refusalOf(429, { code: 'PT429', details: 'rate_limited' })).toBe('rate_limited');
    expect(refusalOf(400, { code: 'PT400', details: 'too_fast' })).toBe('too_fast');
    expect(refusalOf(400, { code: 'PT400', details: 'honeypot' })).toBe('refused');
    expect(refusalOf(400, { code: '23514', details: null })).toBe('refused');
    expect(refusalOf(0, { message: 'TypeError: fetch failed' })).toBe('network');
    expect(refusalOf(503, {})).toBe('network');
  });
});
