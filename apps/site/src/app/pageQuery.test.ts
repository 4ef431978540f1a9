import { describe, expect, it } from 'vitest';
import { pageQuery } from './pageQuery';

describe('pageQuery', () => {
  it('keeps only the parameters the page reads, in a fixed order', () => {
    expect(pageQuery('/ir/Announcement', '?q=%ED%95%9C&utm_source=x&page=2')).toBe('?page=2&q=%ED%95%9C');
    expect(pageQuery('/en/newsroom/News', '?page=3&q=x')).toBe('?page=3');
  });

  it('is empty for pages that read none, and for empty values', () => {
    expect(pageQuery('/', '?u=1&fbclid=abc')).toBe('');
    expect(pageQuery('/newsroom/News/1', '?page=2')).toBe('');
    expect(pageQuery('/no/such/page', '?page=2')).toBe('');
    expect(pageQuery('/newsroom/News', '?page=&q=')).toBe('');
  });

  it('keeps the first of repeated parameters, as pages read them', () => {
    expect(pageQuery('/newsroom/News', '?page=2&page=9')).toBe('?page=2');
  });
});
