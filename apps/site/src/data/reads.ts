import type { Language } from '@company/content';
import { publicClient } from './publicClient';
import type {
  Announcement,
  AnnouncementListItem,
  FeedNews,
  News,
  NewsListItem,
  NewsNeighbour,
  PagedRows,
  Shareholder,
  ShareholderTitle,
  SitemapItems,
  SitemapRow,
  Video,
  VideoNeighbour,
} from './types';

/** The reads of spec section 7 (and the lists the site adds), each one PostgREST request. */

interface PostgrestAnswer<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
}

function unwrap<T>({ data, error }: PostgrestAnswer<T>): T | null {
  if (error) throw new Error(error.message);
  return data;
}

/**
 * The rows a page of `language` lists: every row on Korean pages, on English pages only the rows with an
 * English version (the database keeps `title_en` NULL or non-empty), so counts, pages and neighbours agree.
 */
function listedIn<Q extends { not: (column: string, operator: string, value: null) => Q }>(
  query: Q,
  language: Language,
): Q {
  return language === 'en' ? query.not('title_en', 'is', null) : query;
}

/** A table whose rows have a page of their own, and the row type a visitor reads of it. */
export interface PostRows {
  news: News;
  youtube: Video;
  announcement: Announcement;
}
export type PostTable = keyof PostRows;

/** The row with that id, or null when there is none (or it is not published). */
export async function fetchById<T extends PostTable>(table: T, id: number): Promise<PostRows[T] | null> {
  const db = await publicClient();
  const answer = await db.from(table).select('*').match({ id }).maybeSingle();
  return unwrap(answer) as PostRows[T] | null;
}

/** What a post's page shows of the posts before and after it. */
export interface NeighbourRows {
  news: NewsNeighbour;
  youtube: VideoNeighbour;
}
export type NeighbourTable = keyof NeighbourRows;
const neighbourColumns: Record<NeighbourTable, string> = {
  news: 'id, title, title_en, thumbnail',
  youtube: 'id, title, title_en, video_id',
};

/**
 * The post just before (`previous`: the next lower id) or after (`next`) the one with `id`, among those a page
 * of `language` lists; null at either end.
 */
export async function fetchNeighbour<T extends NeighbourTable>(
  table: T,
  direction: 'previous' | 'next',
  id: number,
  language: Language = 'ko',
): Promise<NeighbourRows[T] | null> {
  const db = await publicClient();
  const around = db.from(table).select(neighbourColumns[table]);
  const answer = await listedIn(
    direction === 'previous' ? around.filter('id', 'lt', id) : around.filter('id', 'gt', id),
    language,
  )
    .order('id', { ascending: direction === 'next' })
    .limit(1)
    .maybeSingle();
  return unwrap(answer) as NeighbourRows[T] | null;
}

/**
 * The columns each list shows (see `NewsListItem` and the others): a list never reads a body it does not show.
 * Both dates come, whichever one the list shows.
 */
const listColumns = {
  news: 'id, title, title_en, thumbnail, created_at, published_at',
  youtube: 'id, title, title_en, video_id, created_at, published_at',
  announcement: 'id, title, title_en, created_at, published_at',
  // The notices page shows each notice's text.
  shareholders: 'id, title, title_en, content, content_en, meeting_date, created_at, published_at',
} as const;

/** The newest rows a page of `language` lists, newest published first. */
export async function fetchLatestNews(limit = 3, language: Language = 'ko'): Promise<NewsListItem[]> {
  const db = await publicClient();
  const answer = await listedIn(db.from('news').select(listColumns.news), language)
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  return unwrap(answer) ?? [];
}

/** The newest shareholder notice, as the home page's banner names it. */
export async function fetchLatestShareholder(language: Language = 'ko'): Promise<ShareholderTitle | null> {
  const db = await publicClient();
  const answer = await listedIn(
    db.from('shareholders').select('id, title, title_en, created_at, published_at'),
    language,
  )
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1)
    .maybeSingle();
  return unwrap(answer);
}

/** PostgREST's answer to an offset past the last row (416): a page beyond the end, e.g. an old `?page=` link. */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/** A LIKE pattern that finds `term` anywhere, its own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of a table, newest published first, with the total count, of the rows a page of `language` lists (English
 * pages: only rows with an English version); `search` filters titles (case-insensitive) in the page's
 * language. A page past the last one is empty and still tells the total, so a list can clamp to its real pages.
 */
async function fetchPage<T>(
  table: 'news' | 'youtube' | 'announcement' | 'shareholders',
  page: number,
  pageSize: number,
  search = '',
  language: Language = 'ko',
): Promise<PagedRows<T>> {
  const db = await publicClient();
  const from = (page - 1) * pageSize;
  const term = search.trim();
  // Counting alone (past the last page) reads no column.
  const matching = (options: { count: 'exact'; head?: boolean }) => {
    const query = listedIn(
      db.from(table).select(options.head ? 'id' : listColumns[table], options),
      language,
    );
    if (!term) return query;
    return query.ilike(language === 'en' ? 'title_en' : 'title', containsPattern(term));
  };
  const { data, error, count } = await matching({ count: 'exact' })
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    const counted = await matching({ count: 'exact', head: true });
    if (counted.error) throw new Error(counted.error.message);
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw new Error(error.message);
  return { rows: (data ?? []) as T[], total: count ?? 0 };
}

export const fetchNewsPage = (page: number, pageSize: number, language: Language = 'ko') =>
  fetchPage<NewsListItem>('news', page, pageSize, '', language);
export const fetchVideoPage = (page: number, pageSize: number, language: Language = 'ko') =>
  fetchPage<Video>('youtube', page, pageSize, '', language);
export const fetchAnnouncementPage = (page: number, pageSize: number, search: string, language: Language) =>
  fetchPage<AnnouncementListItem>('announcement', page, pageSize, search, language);
export const fetchShareholderPage = (page: number, pageSize: number, language: Language = 'ko') =>
  fetchPage<Shareholder>('shareholders', page, pageSize, '', language);

/** Ids and dates of every row of a table, by id: all rows, in pages, however many there are. */
async function fetchAllIdsAndDates(
  table: 'news' | 'youtube' | 'announcement',
  columns: string,
): Promise<SitemapRow[]> {
  const db = await publicClient();
  const pageSize = 1000;
  const rows: SitemapRow[] = [];
  for (let from = 0; ; from += pageSize) {
    const answer = await db
      .from(table)
      .select(columns)
      .order('id', { ascending: true })
      .range(from, from + pageSize - 1)
      .returns<SitemapRow[]>();
    const page = unwrap(answer) ?? [];
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}

/** Every news, video and announcement id with its dates and English title, for the sitemap. */
export async function fetchSitemapItems(): Promise<SitemapItems> {
  const [news, videos, announcements] = await Promise.all([
    fetchAllIdsAndDates('news', 'id, created_at, published_at, updated_at, title_en'),
    fetchAllIdsAndDates('youtube', 'id, created_at, published_at, title_en'),
    fetchAllIdsAndDates('announcement', 'id, created_at, published_at, title_en'),
  ]);
  return { news, videos, announcements };
}

/**
 * The newest news for the feed of a language, newest first (ties by the higher id): every post for the Korean
 * feed, only posts with an English version for the English one.
 */
export async function fetchFeedNews(limit = 50, language: Language = 'ko'): Promise<FeedNews[]> {
  const db = await publicClient();
  const columns = 'id, title, content, title_en, content_en, thumbnail, created_at, published_at, updated_at';
  const all = db.from('news').select(columns);
  const answer = await (language === 'en' ? all.not('title_en', 'is', null) : all)
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  return unwrap(answer) ?? [];
}
