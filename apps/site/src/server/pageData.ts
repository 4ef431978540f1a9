import type { Language, PageKey } from '@company/content';
import type { QueryClient } from '@tanstack/react-query';
import { boundedQuery, searchPageParams, searchQueryOptions } from '../pages/search/searchData';

type PageDataReader = (
  params: URLSearchParams,
  language: Language,
  client: QueryClient,
) => Promise<void> | null;

/**
 * The data a page is known to read from its URL alone, read before the page's first render: the page then
 * renders once, with it, instead of once to find what it reads (its results page showing "searching…") and
 * again with the answer. Pages not named here are found out by rendering, as before.
 */
const PAGE_DATA: Partial<Record<PageKey, PageDataReader>> = {
  search: (params, language, client) => {
    const { query, kind, page } = searchPageParams(params);
    return boundedQuery(query) === ''
      ? null
      : client.prefetchQuery(searchQueryOptions(query, language, kind, page));
  },
};

/** Reads what the page at `url` is known to read into `client`; true when there was something to read. */
export async function readPageData(
  pageKey: PageKey,
  url: URL,
  language: Language,
  client: QueryClient,
): Promise<boolean> {
  const reading = PAGE_DATA[pageKey]?.(url.searchParams, language, client);
  if (!reading) return false;
  await reading;
  return true;
}
