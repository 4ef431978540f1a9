import type { Language } from '@company/content';
import { keepPreviousData, type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import * as displayReads from './displayReads';
import * as reads from './reads';

/**
 * One `queryOptions` factory per kind of read: a page's `reads` prefetch with them on the server, its components
 * read with them (`useSiteQuery(siteQueries.…)`), so the render finds what was read under the same key. Keys start with
 * the table name, so a write invalidates everything of its table with `invalidateQueries({ queryKey: [table] })`.
 *
 * Each read is one request that brings the Korean and the English columns together, so an item's page in
 * either language (and a switch between them) needs no second round trip. Lists, the latest items and an
 * item's neighbours depend on the page's language: English pages list only items with an English version.
 */

const fresh = { retry: 1, staleTime: 30_000 } as const;
/** A list keeps showing the page it had while the next one loads. */
const paged = { ...fresh, placeholderData: keepPreviousData } as const;

/** A read's options, as pages and kinds pass them around. */
export type SiteQueryOptions<T> = UseQueryOptions<T, Error, T, QueryKey>;

function siteQuery<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  options: Partial<SiteQueryOptions<T>> = fresh,
) {
  return queryOptions<T, Error, T, QueryKey>({ ...options, queryKey, queryFn });
}

export const siteQueries = {
  /** A news post as its page shows it: sanitised body and description. */
  newsArticle: (id: number) => siteQuery(['news', 'article', id], () => displayReads.fetchNewsArticle(id)),
  video: (id: number) => siteQuery(['youtube', 'detail', id], () => reads.fetchById('youtube', id)),
  /** An e-notice with its HTML sanitised. */
  announcementArticle: (id: number) =>
    siteQuery(['announcement', 'article', id], () => displayReads.fetchAnnouncementArticle(id)),
  /** The post before or after another, among those a page of `language` lists. */
  neighbour: <T extends reads.NeighbourTable>(
    table: T,
    direction: 'previous' | 'next',
    id: number,
    language: Language,
  ) =>
    siteQuery([table, direction, id, language], () => reads.fetchNeighbour(table, direction, id, language)),
  latestNews: (limit: number, language: Language) =>
    siteQuery(['news', 'latest', limit, language], () => reads.fetchLatestNews(limit, language)),
  latestShareholder: (language: Language) =>
    siteQuery(['shareholders', 'latest', language], () => reads.fetchLatestShareholder(language)),
  newsPage: (page: number, pageSize: number, language: Language) =>
    siteQuery(
      ['news', 'page', page, pageSize, language],
      () => reads.fetchNewsPage(page, pageSize, language),
      paged,
    ),
  videoPage: (page: number, pageSize: number, language: Language) =>
    siteQuery(
      ['youtube', 'page', page, pageSize, language],
      () => reads.fetchVideoPage(page, pageSize, language),
      paged,
    ),
  /** A page of the e-notices a page of `language` lists; `search` matches their titles in that language. */
  announcementPage: (page: number, pageSize: number, search: string, language: Language) =>
    siteQuery(
      ['announcement', 'page', page, pageSize, search, language],
      () => reads.fetchAnnouncementPage(page, pageSize, search, language),
      paged,
    ),
  /** The public page's shareholder notices, their HTML sanitised. */
  shareholderNotices: (page: number, pageSize: number, language: Language) =>
    siteQuery(
      ['shareholders', 'notices', page, pageSize, language],
      () => displayReads.fetchShareholderNotices(page, pageSize, language),
      paged,
    ),
};
