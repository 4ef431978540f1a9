/** Rows of the four content tables (supabase/migrations). */
export interface News {
  id: number;
  title: string;
  content: string;
  thumbnail: string;
  created_at: string;
  updated_at?: string;
}

export type NewsNeighbour = Pick<News, 'id' | 'title' | 'thumbnail'>;

export interface Video {
  id: number;
  title: string;
  video_id: string;
  created_at: string;
}

export type VideoNeighbour = Pick<Video, 'id' | 'title' | 'video_id'>;

export interface Announcement {
  id: number;
  title: string;
  content: string;
  created_at: string;
}

export interface Shareholder {
  id: number;
  title: string;
  content: string;
  meeting_date: string | null;
  created_at: string;
}

export interface PagedRows<T> {
  rows: T[];
  total: number;
}

/** What the sitemap needs of a news, video or announcement row: its id and dates. */
export interface SitemapRow {
  id: number;
  created_at: string;
  updated_at?: string | null;
}

/** Every detail page's row, per kind, for the sitemap. */
export interface SitemapItems {
  news: SitemapRow[];
  videos: SitemapRow[];
  announcements: SitemapRow[];
}

/** What the newsroom feed needs of a news row. */
export type FeedNews = Pick<News, 'id' | 'title' | 'content' | 'thumbnail' | 'created_at' | 'updated_at'>;
