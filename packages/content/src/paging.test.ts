import { describe, expect, it } from 'vitest';
import { normaliseSearchText, paginate, searchItems } from './paging';

const numbers = Array.from({ length: 12 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts a list into pages', () => {
    expect(paginate(numbers, 1, 5)).toEqual({
      items: [1, 2, 3, 4, 5],
      page: 1,
      pageCount: 3,
      total: 12,
      hasPrevious: false,
      hasNext: true,
    });
    expect(paginate(numbers, 3, 5).items).toEqual([11, 12]);
    expect(paginate(numbers, 3, 5).hasNext).toBe(false);
  });

  it('clamps pages out of range and copes with an empty list', () => {
    expect(paginate(numbers, 9, 5).page).toBe(3);
    expect(paginate(numbers, 0, 5).page).toBe(1);
    expect(paginate(numbers, Number.NaN, 5).page).toBe(1);
    expect(paginate([], 1, 5)).toMatchObject({ items: [], page: 1, pageCount: 1, hasNext: false });
  });

  it('refuses a page size below one', () => {
    expect(() => paginate(numbers, 1, 0)).toThrow(RangeError);
  });
});

describe('searchItems', () => {
  const items = [
    { q: '주 4일 근무는 모든 직원에게 적용되나요?' },
    { q: 'Is lunch really 1 h 30 min?' },
    { q: '점심시간이 1시간 30분이라는데 사실인가요?' },
  ];
  const texts = (item: { q: string }) => [item.q];

  it('keeps items containing every word, ignoring case and spacing', () => {
    expect(searchItems(items, '  LUNCH   really ', texts)).toEqual([items[1]]);
    expect(searchItems(items, '점심시간', texts)).toEqual([items[2]]);
    expect(searchItems(items, '30', texts)).toEqual([items[1], items[2]]);
  });

  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(searchItems(items, '   ', texts)).toHaveLength(3);
    expect(searchItems(items, '연봉', texts)).toEqual([]);
  });

  it('normalises decomposed Hangul', () => {
    expect(normaliseSearchText('점심'.normalize('NFD'))).toBe('점심');
  });
});
