// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listNumber } from './announcementRows';

describe('listNumber', () => {
  it('numbers a newest-first list from the total down, across pages', () => {
    expect(listNumber(12, 1, 10, 0)).toBe(12);
    expect(listNumber(12, 1, 10, 9)).toBe(3);
    expect(listNumber(12, 2, 10, 0)).toBe(2);
    expect(listNumber(12, 2, 10, 1)).toBe(1);
  });
});
