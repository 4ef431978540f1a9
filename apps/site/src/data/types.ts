import type { VisitorRow } from './visitorDatabase';

/**
 * Rows of the four content tables, as the public pages read them: derived from the `Database` type generated
 * from supabase/migrations (`pnpm db:types`) as visitors read it (`visitorDatabase.ts`). `title_en` and
 * `content_en` are the optional English version on the same row: null when there is none (see
 * `contentLanguage.ts`). `version` counts the row's changes (an update must send the version it was based on
 * + 1); reads that select it, and the other optional columns, have them.
 */

export type News = Pick<
  VisitorRow<'news'>,
  'id' | 'title' | 'content' | 'title_en' | 'content_en' | 'thumbnail' | 'created_at'
> &
  /** What the thumbnail shows, in Korean and English (null: none given). */
  Partial<
    Pick<VisitorRow<'news'>, 'thumbnail_alt' | 'thumbnail_alt_en' | 'updated_at' | 'version' | 'published_at'>
  >;

export type NewsNeighbour = Pick<News, 'id' | 'title' | 'title_en' | 'thumbnail'>;

export type Video = Pick<VisitorRow<'youtube'>, 'id' | 'title' | 'title_en' | 'video_id' | 'created_at'> &
  Partial<Pick<VisitorRow<'youtube'>, 'version' | 'published_at'>>;

export type VideoNeighbour = Pick<Video, 'id' | 'title' | 'title_en' | 'video_id'>;

export type Announcement = Pick<
  VisitorRow<'announcement'>,
  'id' | 'title' | 'content' | 'title_en' | 'content_en' | 'created_at'
> &
  Partial<Pick<VisitorRow<'announcement'>, 'version' | 'published_at'>>;

export type Shareholder = Pick<
  VisitorRow<'shareholders'>,
  'id' | 'title' | 'content' | 'title_en' | 'content_en' | 'meeting_date' | 'created_at'
> &
  Partial<Pick<VisitorRow<'shareholders'>, 'version' | 'published_at'>>;

/**
 * What the lists show of a row (the newsroom's and the home page's cards, the news popup, the e-notice list, the
 * home page's shareholder banner): never a body they do not show. `published_at` comes with `created_at`.
 */
type Listed<Name extends 'news' | 'announcement' | 'shareholders'> = Partial<
  Pick<VisitorRow<Name>, 'published_at'>
>;
export type NewsListItem = Pick<News, 'id' | 'title' | 'title_en' | 'thumbnail' | 'created_at'> &
  Listed<'news'>;
export type AnnouncementListItem = Pick<Announcement, 'id' | 'title' | 'title_en' | 'created_at'> &
  Listed<'announcement'>;
export type ShareholderTitle = Pick<Shareholder, 'id' | 'title' | 'title_en' | 'created_at'> &
  Listed<'shareholders'>;

export interface PagedRows<T> {
  rows: T[];
  total: number;
}

/** What the sitemap needs of a news, video or announcement row: its id, dates and whether it has English. */
export interface SitemapRow {
  id: number;
  created_at: string;
  published_at?: string | null;
  updated_at?: string | null;
  title_en?: string | null;
}

/** Every detail page's row, per kind, for the sitemap. */
export interface SitemapItems {
  news: SitemapRow[];
  videos: SitemapRow[];
  announcements: SitemapRow[];
}

/** What the newsroom feed needs of a news row. */
export type FeedNews = Pick<
  News,
  | 'id'
  | 'title'
  | 'content'
  | 'title_en'
  | 'content_en'
  | 'thumbnail'
  | 'created_at'
  | 'updated_at'
  | 'published_at'
>;
