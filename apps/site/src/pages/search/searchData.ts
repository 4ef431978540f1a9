import type { Language } from '@company/content';
import { publicClient } from '../../data/publicClient';
import { useSiteQuery } from '../../data/queryClient';
import { parsePageParam } from '../newsroom/listParams';
import { announcementDetailPath, newsDetailPath, shareholdersPath, videoDetailPath } from '../newsroom/paths';
import { MAX_QUERY_LENGTH, searchTerms } from './fold';
import type { PageHit } from './staticIndex';

/** The kinds of content public.search_content finds (each a table). */
export const contentKinds = ['news', 'youtube', 'announcement', 'shareholders'] as const;
export type ContentKindName = (typeof contentKinds)[number];
/** What the results page may be narrowed to: everything, the static pages, or one kind of content. */
export const resultKinds = ['all', 'page', ...contentKinds] as const;
export type ResultKind = (typeof resultKinds)[number];

export function isResultKind(value: string | null): value is ResultKind {
  return (resultKinds as readonly (string | null)[]).includes(value);
}

/** One item public.search_content answers. */
export interface ContentHit {
  kind: ContentKindName;
  id: number;
  lang: Language;
  title: string;
  snippet: string;
  created_at: string | null;
  /** The publication moment (null for a draft staff see): the date a result shows, before `created_at`. */
  published_at?: string | null;
  title_match: boolean;
}

export interface ContentAnswer {
  terms: string[];
  /** Counted up to 1,000: with `total_capped`, there are more. */
  total: number;
  total_capped?: boolean;
  counts: Partial<Record<ContentKindName, number>>;
  /** The kinds whose count is a floor (more than 1,000 match). */
  counts_capped?: ContentKindName[];
  results: ContentHit[];
}

export interface SearchAnswer {
  terms: string[];
  /** Every static page that matches, best first. */
  pages: PageHit[];
  content: ContentAnswer;
}

/** The results page's size; the dialog shows fewer. */
export const SEARCH_PAGE_SIZE = 10;

const emptyContent: ContentAnswer = { terms: [], total: 0, counts: {}, results: [] };

/** The query as the search takes it: spaces collapsed, at most 100 characters. */
export function boundedQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Where a result of a kind of content leads (unprefixed; links add the language). */
export function contentHref(hit: Pick<ContentHit, 'kind' | 'id'>): string {
  switch (hit.kind) {
    case 'news':
      return newsDetailPath(hit.id);
    case 'youtube':
      return videoDetailPath(hit.id);
    case 'announcement':
      return announcementDetailPath(hit.id);
    case 'shareholders':
      return shareholdersPath;
  }
}

async function searchContent(
  query: string,
  language: Language,
  options: { max: number; skip: number; kind: ContentKindName | null },
): Promise<ContentAnswer> {
  const db = await publicClient();
  const { data, error } = await db.rpc('search_content', {
    query,
    lang: language,
    max_results: options.max,
    skip: options.skip,
    kind: options.kind,
  });
  if (error) throw new Error(error.message);
  return (data as ContentAnswer | null) ?? emptyContent;
}

/** The static pages matching, from the index loaded on first use. */
async function searchStaticPages(terms: readonly string[], language: Language): Promise<PageHit[]> {
  if (terms.length === 0) return [];
  const { searchPages, loadLanguageTexts } = await import('./staticIndex');
  return searchPages(terms, language, await loadLanguageTexts(language));
}

/**
 * One page of results: every matching static page, and the content of `kind` (or of every kind) at `page`.
 * When narrowed to the static pages, the content's counts are still asked for (one result), for the filter.
 */
export async function fetchSearch(
  query: string,
  language: Language,
  kind: ResultKind,
  page: number,
  pageSize = SEARCH_PAGE_SIZE,
): Promise<SearchAnswer> {
  const bounded = boundedQuery(query);
  const terms = searchTerms(bounded);
  if (terms.length === 0) return { terms, pages: [], content: emptyContent };
  const contentKind = kind === 'all' || kind === 'page' ? null : kind;
  const [pages, content] = await Promise.all([
    searchStaticPages(terms, language),
    searchContent(bounded, language, {
      max: kind === 'page' ? 1 : pageSize,
      skip: kind === 'page' ? 0 : Math.min((page - 1) * pageSize, 10_000),
      kind: contentKind,
    }),
  ]);
  return { terms, pages, content };
}

/** What the results page shows, from its URL's parameters: the query, the kind narrowed to, the page. */
export function searchPageParams(params: URLSearchParams): { query: string; kind: ResultKind; page: number } {
  const kind = params.get('kind');
  return {
    query: (params.get('q') ?? '').trim(),
    kind: isResultKind(kind) ? kind : 'all',
    page: parsePageParam(params.get('page')),
  };
}

/**
 * The query of one page of results, for `useSearch` and for the server, which reads it before it renders the
 * results page (so that the page renders once, with its results, instead of once to find what it reads).
 */
export function searchQueryOptions(
  query: string,
  language: Language,
  kind: ResultKind,
  page: number,
  pageSize = SEARCH_PAGE_SIZE,
) {
  return {
    queryKey: ['search', language, boundedQuery(query), kind, page, pageSize] as const,
    queryFn: () => fetchSearch(query, language, kind, page, pageSize),
    staleTime: 30_000,
    retry: 1,
  };
}

export function useSearch(
  query: string,
  language: Language,
  kind: ResultKind,
  page: number,
  pageSize?: number,
) {
  return useSiteQuery({
    ...searchQueryOptions(query, language, kind, page, pageSize),
    enabled: boundedQuery(query) !== '',
  });
}
