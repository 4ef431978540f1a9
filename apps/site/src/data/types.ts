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
