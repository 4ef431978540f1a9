/** One page of a list, with what a pager (first, previous, next, last) needs. */
export interface Page<T> {
  items: T[];
  /** 1-based, clamped to 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Cuts `items` into pages of `pageSize` and returns page `page` (1-based; out-of-range pages are clamped). */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError('pageSize must be a positive integer');
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.trunc(page) : 1), pageCount);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    pageCount,
    total,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}

/** Normalises text for searching: NFC, lower case, runs of white space folded to one space. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Keeps the items whose texts contain every word of `query` (case-insensitive). `textsOf` gives the
 * searchable texts of an item, already translated. An empty query keeps everything.
 */
export function searchItems<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
): T[] {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = normaliseSearchText(textsOf(item).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
