import { describe, expect, it } from 'vitest';
import { pageQuery } from './pageQuery';

describe('pageQuery', () => {
  it('keeps only the parameters pages read, in a fixed order', () => {
    expect(pageQuery('?q=%ED%95%9C&utm_source=x&page=2')).toBe('?page=2&q=%ED%95%9C');
    expect(pageQuery('?page=3')).toBe('?page=3');
  });

  it('is empty when no page reads any of them', () => {
    expect(pageQuery('')).toBe('');
    expect(pageQuery('?u=1&fbclid=abc')).toBe('');
    expect(pageQuery('?page=&q=')).toBe('');
  });

  it('keeps the first of repeated parameters, as pages read them', () => {
    expect(pageQuery('?page=2&page=9')).toBe('?page=2');
  });
});
