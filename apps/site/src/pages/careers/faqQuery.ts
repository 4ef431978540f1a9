import { FAQ_PAGE_SIZE, type FaqEntry, type Page, paginate, searchItems } from '@company/content';

/** The FAQ's state in the URL: `?q=` (search words) and `?page=` (1-based). */
export interface FaqQuery {
  query: string;
  page: number;
}

export function readFaqQuery(params: URLSearchParams): FaqQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { query: (params.get('q') ?? '').trim(), page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** The URL parameters for a state; defaults are left out so the plain page has a plain URL. */
export function faqSearchParams({ query, page }: FaqQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The entries to show: those whose translated question, answer or category contain every search word,
 * cut into pages of FAQ_PAGE_SIZE (an out-of-range page is clamped).
 */
export function faqPage(
  entries: readonly FaqEntry[],
  { query, page }: FaqQuery,
  textsOf: (entry: FaqEntry) => readonly string[],
  pageSize: number = FAQ_PAGE_SIZE,
): Page<FaqEntry> {
  return paginate(searchItems(entries, query, textsOf), page, pageSize);
}
