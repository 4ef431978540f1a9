import { type QueryClient, useMutation } from '@tanstack/react-query';
import { useAppQueryClient } from '../data/queryClient';
import type { Announcement, News, Shareholder, Video } from '../data/types';
import { adminClient, uncheckedAdminClient } from './client';
import { writeErrorOf } from './data/conflict';
import { uploadNewsImage } from './upload';

export { ConflictError, isConflictError } from './data/conflict';

/**
 * Every admin write, as TanStack Query mutations over the signed-in supabase-js client. Row-level security
 * on the server decides; a write that changes no row (not permitted, or gone) is reported as an error.
 * Every update names the version it was based on (it sends that version + 1): the database refuses a stale
 * save, which is thrown as a `ConflictError` carrying the current version and who changed the item when.
 * After a write, every query of the table (keys start with the table name) is invalidated.
 */

export type Table = 'news' | 'youtube' | 'announcement' | 'shareholders';

// The English columns are optional in a write: a row saved without them keeps (or gets) none.
type WithEnglish<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
// A draft may leave the thumbnail and the body empty (null); publishing needs them (the database checks).
export type NewsInput = WithEnglish<
  Pick<News, 'title' | 'title_en' | 'content_en'> & {
    content: string | null;
    thumbnail: string | null;
    thumbnail_alt: string | null;
    thumbnail_alt_en: string | null;
  },
  'title_en' | 'content_en' | 'thumbnail_alt' | 'thumbnail_alt_en'
>;
export type VideoInput = WithEnglish<Pick<Video, 'title' | 'video_id' | 'title_en'>, 'title_en'>;
export type AnnouncementInput = WithEnglish<
  Pick<Announcement, 'title' | 'title_en' | 'content_en'> & { content: string | null },
  'title_en' | 'content_en'
>;
export type ShareholderInput = WithEnglish<
  Pick<Shareholder, 'title' | 'content' | 'meeting_date' | 'title_en' | 'content_en'>,
  'title_en' | 'content_en'
>;

/** Draft or published, and the moment: left out, a write keeps the row's (or the database's default). */
export interface PublicationInput {
  status?: 'draft' | 'published';
  published_at?: string | null;
}

export interface RowInputs {
  news: NewsInput & PublicationInput;
  youtube: VideoInput & PublicationInput;
  announcement: AnnouncementInput & PublicationInput;
  shareholders: ShareholderInput & PublicationInput;
}

export class NothingChangedError extends Error {
  constructor() {
    super('No row was changed: the record is gone or this account may not change it.');
    this.name = 'NothingChangedError';
  }
}

async function insertRow<T extends Table>(table: T, values: RowInputs[T]): Promise<number> {
  const client = await uncheckedAdminClient();
  const { data, error } = await client.from(table).insert(values).select('id');
  if (error) throw writeErrorOf(error);
  const id = (data as { id: number }[] | null)?.[0]?.id;
  if (id === undefined) throw new NothingChangedError();
  return id;
}

/** The version an update sends: the one it was based on (as the form loaded it) + 1. */
export const nextVersion = (basedOnVersion: number): number => basedOnVersion + 1;

/**
 * Updates an item's columns, based on the version that was loaded; resolves with the saved version. A stale
 * save throws `ConflictError`; a row this account may not change (or that is gone) `NothingChangedError`.
 */
export async function updateItem<T extends Table>(
  table: T,
  id: number,
  basedOnVersion: number,
  values: Partial<RowInputs[T]>,
): Promise<number> {
  const client = await uncheckedAdminClient();
  const { data, error } = await client
    .from(table)
    .update({ ...values, version: nextVersion(basedOnVersion) })
    .eq('id', id)
    .select('id, version');
  if (error) throw writeErrorOf(error);
  const saved = (data as { id: number; version: number }[] | null)?.[0];
  if (!saved) throw new NothingChangedError();
  return saved.version;
}

async function deleteRow(table: Table, id: number): Promise<void> {
  const client = await adminClient();
  const { data, error } = await client.from(table).delete().eq('id', id).select('id');
  if (error) throw writeErrorOf(error);
  if (!data || data.length === 0) throw new NothingChangedError();
}

/** A save: a new row (no id), or an update of a row based on the version that was loaded. */
export type SaveRowInput<T extends Table> = { values: RowInputs[T] } & (
  | { id?: undefined; version?: undefined }
  | {
      id: number;
      /** The version the form loaded (the update sends it + 1). */
      version: number;
    }
);

/** Creates (no id) or updates (with id and the loaded version) a row; resolves with the row's id. */
export function useSaveRow<T extends Table>(table: T) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: async (input: SaveRowInput<T>) => {
        if (input.id === undefined) return insertRow(table, input.values);
        await updateItem(table, input.id, input.version, input.values);
        return input.id;
      },
      onSuccess: () => invalidateAfterWrite(queryClient, table),
    },
    queryClient,
  );
}

/** Everything a write changes: the table's queries, and the history and audit entries it wrote. */
export function invalidateAfterWrite(queryClient: QueryClient, table: Table) {
  return Promise.all(
    [[table], ['revisions'], ['audit_log']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useDeleteRow(table: Table) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: (id: number) => deleteRow(table, id),
      onSuccess: async (_data, id) => {
        queryClient.removeQueries({ queryKey: [table, 'detail', id] });
        await invalidateAfterWrite(queryClient, table);
      },
    },
    queryClient,
  );
}

/** Uploads an image to `news-images` (thumbnails and editor images). */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadNewsImage }, useAppQueryClient());
}
