import type { ContentKind } from '@company/content';
import type { AdminClient } from '../client';
import type { Publication } from './publication';

export const DASHBOARD_PAGE_SIZE = 10;

/** The table columns staff can sort by, each a column of the four tables. */
export const sortableColumns = ['title', 'updated_at'] as const;
export type SortColumn = (typeof sortableColumns)[number];

export interface ListSort {
  key: SortColumn;
  direction: 'ascending' | 'descending';
}

/** The dashboard's list, as its address says: tab, status filter, title search, sort and page. */
export interface ListState {
  kind: ContentKind;
  status: Publication | '';
  search: string;
  sort: ListSort;
  page: number;
}

export const defaultSort: ListSort = { key: 'updated_at', direction: 'descending' };

function isSortColumn(value: string | null): value is SortColumn {
  return (sortableColumns as readonly (string | null)[]).includes(value);
}

function isPublication(value: string | null): value is Publication {
  return value === 'draft' || value === 'scheduled' || value === 'published';
}

/** Reads the list's state from the address's query (`?kind&status&q&sort&dir&page`); nonsense falls back. */
export function listStateOf(params: URLSearchParams): ListState {
  const kindParam = params.get('kind');
  const kind: ContentKind =
    kindParam === 'youtube' || kindParam === 'announcement' || kindParam === 'shareholders'
      ? kindParam
      : 'news';
  const sortParam = params.get('sort');
  const sort: ListSort = isSortColumn(sortParam)
    ? { key: sortParam, direction: params.get('dir') === 'asc' ? 'ascending' : 'descending' }
    : defaultSort;
  const statusParam = params.get('status');
  return {
    kind,
    status: isPublication(statusParam) ? statusParam : '',
    search: params.get('q') ?? '',
    sort,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** The query of an address that shows `state`; defaults are left out so the plain /admin is the news tab. */
export function listQueryOf(state: ListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.kind !== 'news') query.set('kind', state.kind);
  if (state.status) query.set('status', state.status);
  if (state.search.trim()) query.set('q', state.search.trim());
  if (state.sort.key !== defaultSort.key || state.sort.direction !== defaultSort.direction) {
    query.set('sort', state.sort.key);
    query.set('dir', state.sort.direction === 'ascending' ? 'asc' : 'desc');
  }
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** How many items a dashboard search finds at most: the search function's own bound. */
export const DASHBOARD_SEARCH_LIMIT = 50;

/**
 * The ids of the items of one kind whose title or body holds every word of `search`, in Korean or English,
 * drafts and scheduled items included (the site's search function, public.search_content, as staff: row-level
 * security lets staff find them), best match first; null without a search. The list then shows these items,
 * filtered, sorted and paged as usual.
 */
export async function searchedIds(
  client: Pick<AdminClient, 'rpc'>,
  kind: ContentKind,
  search: string,
): Promise<number[] | null> {
  const query = search.trim().slice(0, 100);
  if (!query) return null;
  const { data, error } = await client.rpc('search_content', {
    query,
    lang: 'any',
    max_results: DASHBOARD_SEARCH_LIMIT,
    skip: 0,
    kind,
  });
  if (error) throw new Error(error.message);
  const results = (data as { results?: { id: number }[] } | null)?.results ?? [];
  return results.map((result) => result.id);
}
