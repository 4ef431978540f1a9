import { type QueryClient, useMutation } from '@tanstack/react-query';
import { useAppQueryClient } from '../data/queryClient';
import type { Announcement, News, Shareholder, Video } from '../data/types';
import { adminClient } from './client';
import { uploadNewsImage } from './upload';

/**
 * Every admin write, as TanStack Query mutations over the signed-in supabase-js client. Row-level security
 * on the server decides; a write that changes no row (not permitted, or gone) is reported as an error.
 * After a write, every query of the table (keys start with the table name) is invalidated.
 */

type Table = 'news' | 'youtube' | 'announcement' | 'shareholders';

// The English columns are optional in a write: a row saved without them keeps (or gets) none.
type WithEnglish<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
export type NewsInput = WithEnglish<
  Pick<News, 'title' | 'content' | 'thumbnail' | 'title_en' | 'content_en'>,
  'title_en' | 'content_en'
>;
export type VideoInput = WithEnglish<Pick<Video, 'title' | 'video_id' | 'title_en'>, 'title_en'>;
export type AnnouncementInput = WithEnglish<
  Pick<Announcement, 'title' | 'content' | 'title_en' | 'content_en'>,
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

interface RowInputs {
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
  const client = await adminClient();
  const { data, error } = await client.from(table).insert(values).select('id');
  if (error) throw new Error(error.message);
  const id = (data as { id: number }[] | null)?.[0]?.id;
  if (id === undefined) throw new NothingChangedError();
  return id;
}

async function updateRow<T extends Table>(table: T, id: number, values: RowInputs[T]): Promise<number> {
  const client = await adminClient();
  const { data, error } = await client.from(table).update(values).eq('id', id).select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new NothingChangedError();
  return id;
}

async function deleteRow(table: Table, id: number): Promise<void> {
  const client = await adminClient();
  const { data, error } = await client.from(table).delete().eq('id', id).select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new NothingChangedError();
}

/** Creates (no id) or updates (with id) a row; resolves with the row's id. */
export function useSaveRow<T extends Table>(table: T) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: ({ id, values }: { id?: number; values: RowInputs[T] }) =>
        id === undefined ? insertRow(table, values) : updateRow(table, id, values),
      onSuccess: () => invalidateAfterWrite(queryClient, table),
    },
    queryClient,
  );
}

/** Everything a write changes: the table's queries, and the history and audit entries it wrote. */
function invalidateAfterWrite(queryClient: QueryClient, table: Table) {
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
