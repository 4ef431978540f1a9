import type { ContentKind } from '@company/content';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { adminClient } from '../client';
import { searchTerm } from '../inquiries/queries';

export const TRASH_PAGE_SIZE = 25;

/** A deleted item as `public.trash` lists it: its latest deletion, not restored since. */
export interface TrashedItem {
  revision_id: number;
  kind: ContentKind;
  item_id: number;
  title: string;
  title_en: string | null;
  deleted_at: string;
  deleted_by: string | null;
}

export async function fetchTrashPage(search: string, page: number) {
  const client = await adminClient();
  let query = client.from('trash').select('*', { count: 'exact' });
  const term = searchTerm(search);
  if (term) query = query.or(`title.ilike.*${term}*,title_en.ilike.*${term}*`);
  const start = (page - 1) * TRASH_PAGE_SIZE;
  const { data, error, count } = await query
    .order('deleted_at', { ascending: false })
    .order('revision_id', { ascending: false })
    .range(start, start + TRASH_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: (data ?? []) as TrashedItem[], total: count ?? 0 };
}

export function useTrashPage(search: string, page: number) {
  return useQuery(
    {
      queryKey: ['revisions', 'trash', search, page],
      queryFn: () => fetchTrashPage(search, page),
      placeholderData: (previous) => previous,
    },
    useAppQueryClient(),
  );
}

/** Puts a deleted item back as it was deleted (admins only: the database refuses anyone else). */
export function useRestoreFromTrash() {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: async (item: TrashedItem) => {
        const client = await adminClient();
        const { error } = await client.rpc('restore_revision', { revision_id: item.revision_id });
        if (error) throw error;
      },
      onSuccess: (_, item) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: [item.kind] }),
          queryClient.invalidateQueries({ queryKey: ['revisions'] }),
          queryClient.invalidateQueries({ queryKey: ['audit_log'] }),
        ]),
    },
    queryClient,
  );
}
