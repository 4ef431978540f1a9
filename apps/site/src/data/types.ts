/**
 * Rows of the four content tables (supabase/migrations). `title_en` and `content_en` are the optional English
 * version on the same row: null when there is none (see `contentLanguage.ts`). `version` counts the row's
 * changes (an update must send the version it was based on + 1); reads that select it have it.
 */
export interface News {
  id: number;
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  thumbnail: string;
  /** What the thumbnail shows, in Korean and English (null: none given). Reads that select them have them. */
  thumbnail_alt?: string | null;
  thumbnail_alt_en?: string | null;
  created_at: string;
  updated_at?: string;
  version?: number;
}

export type NewsNeighbour = Pick<News, 'id' | 'title' | 'title_en' | 'thumbnail'>;

export interface Video {
  id: number;
  title: string;
  title_en: string | null;
  video_id: string;
  created_at: string;
  version?: number;
}

export type VideoNeighbour = Pick<Video, 'id' | 'title' | 'title_en' | 'video_id'>;

export interface Announcement {
  id: number;
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  created_at: string;
  version?: number;
}

export interface Shareholder {
  id: number;
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  meeting_date: string | null;
  created_at: string;
  version?: number;
}

export interface PagedRows<T> {
  rows: T[];
  total: number;
}

/** What the sitemap needs of a news, video or announcement row: its id, dates and whether it has English. */
export interface SitemapRow {
  id: number;
  created_at: string;
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
  'id' | 'title' | 'content' | 'title_en' | 'content_en' | 'thumbnail' | 'created_at' | 'updated_at'
>;
