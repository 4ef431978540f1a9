import type { Announcement, News, Shareholder, Video } from '../../data/types';
import type { PublicationColumns } from './publication';

/** What staff read of every row besides its content: publication, dates and who wrote it. */
export interface StaffColumns extends PublicationColumns {
  updated_at: string | null;
  /** Who wrote the item and who changed it last (user ids; `useStaffMembers` names them). */
  author_id: string | null;
  updated_by: string | null;
  /**
   * The row's version (1 on insert, + 1 on every change). An update sends the version it was based on + 1;
   * the database refuses any other (a stale save: `ConflictError`).
   */
  version: number;
}

/** A row of each kind as staff read it (drafts and scheduled items included). */
export interface StaffRows {
  news: News & StaffColumns;
  youtube: Video & StaffColumns;
  announcement: Announcement & StaffColumns;
  shareholders: Shareholder & StaffColumns;
}

/** The dashboard table's row: the same columns for every kind. */
export interface ListedItem extends StaffColumns {
  id: number;
  title: string;
  title_en: string | null;
  created_at: string;
}

/** One saved earlier version of an item (`public.revisions`). */
export interface Revision {
  id: number;
  kind: string;
  item_id: number;
  fields: Record<string, unknown>;
  action: 'update' | 'delete' | 'restore';
  actor_email: string | null;
  created_at: string;
}

/** One entry of `public.audit_log`. */
export interface AuditEntry {
  id: number;
  at: string;
  actor_email: string | null;
  action: string;
  kind: string;
  item_id: string | null;
  title: string | null;
}
