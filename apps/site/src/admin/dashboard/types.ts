import type { Tables } from '@company/database';
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

/**
 * One saved earlier version of an item (`public.revisions`): `fields` holds the item's content columns (a JSON
 * object) and `action` one of these (the table's check constraint).
 */
export type Revision = Pick<Tables<'revisions'>, 'id' | 'kind' | 'item_id' | 'actor_email' | 'created_at'> & {
  fields: Record<string, unknown>;
  action: 'update' | 'delete' | 'restore';
};

/** One entry of `public.audit_log`. */
export type AuditEntry = Pick<
  Tables<'audit_log'>,
  'id' | 'at' | 'actor_email' | 'action' | 'kind' | 'item_id' | 'title'
>;
