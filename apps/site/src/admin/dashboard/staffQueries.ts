import type { ContentKind } from '@company/content';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { adminClient } from '../client';
import { searchTerm } from '../inquiries/queries';
import { updateItem } from '../mutations';
import { DASHBOARD_PAGE_SIZE, type ListState, searchedIds } from './listQuery';
import type { PublicationColumns } from './publication';
import type { AuditEntry, ListedItem, Revision, StaffRows } from './types';

/**
 * The dashboard's reads and writes, through the signed-in client: staff read drafts and scheduled items too
 * (the select policy lets them), and row-level security decides every write. Query keys start with the table's
 * name, so the editors' writes (which invalidate their table) refresh these as well.
 */

const LIST_COLUMNS =
  'id, title, title_en, status, published_at, created_at, updated_at, author_id, updated_by, version';

export async function fetchItemPage(state: ListState): Promise<{ rows: ListedItem[]; total: number }> {
  const client = await adminClient();
  let query = client.from(state.kind).select(LIST_COLUMNS, { count: 'exact' });
  const now = new Date().toISOString();
  if (state.status === 'draft') query = query.eq('status', 'draft');
  if (state.status === 'scheduled') query = query.eq('status', 'published').gt('published_at', now);
  if (state.status === 'published') query = query.eq('status', 'published').lte('published_at', now);
  const ids = await searchedIds(client, state.kind, searchTerm(state.search));
  if (ids) query = query.in('id', ids);
  const from = (state.page - 1) * DASHBOARD_PAGE_SIZE;
  const { data, error, count } = await query
    .order(state.sort.key, { ascending: state.sort.direction === 'ascending', nullsFirst: false })
    .order('id', { ascending: false })
    .range(from, from + DASHBOARD_PAGE_SIZE - 1);
  if (error) throw new Error(error.message);
  return { rows: (data ?? []) as unknown as ListedItem[], total: count ?? 0 };
}

export function useItemPage(state: ListState) {
  return useQuery(
    {
      queryKey: [state.kind, 'staff-page', state],
      queryFn: () => fetchItemPage(state),
      placeholderData: (previous) => previous,
    },
    useAppQueryClient(),
  );
}

export async function fetchStaffItem<K extends ContentKind>(
  kind: K,
  id: number,
): Promise<StaffRows[K] | null> {
  const client = await adminClient();
  // Widened to every kind: supabase-js checks columns against a table it knows, not a type parameter.
  const table: ContentKind = kind;
  const { data, error } = await client.from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return (data as StaffRows[K] | null) ?? null;
}

/** One item as staff read it, drafts included: what the editor, the history and the preview start from. */
export function useStaffItem<K extends ContentKind>(kind: K, id: number) {
  return useQuery(
    { queryKey: [kind, 'staff-item', id], queryFn: () => fetchStaffItem(kind, id), enabled: id > 0 },
    useAppQueryClient(),
  );
}

/**
 * Publishes, unpublishes or schedules an item without touching its content, based on the version listed (a
 * stale one is refused: `ConflictError`).
 */
export function useSetPublication(kind: ContentKind) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: async ({
        id,
        version,
        values,
      }: {
        id: number;
        version: number;
        values: PublicationColumns;
      }) => {
        await updateItem(kind, id, version, values);
      },
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries({ queryKey: [kind] }), invalidateLogs(queryClient)]),
    },
    queryClient,
  );
}

/** How many of an item's latest revisions its history reads. */
export const REVISIONS_LIMIT = 100;

export async function fetchRevisions(kind: ContentKind, id: number): Promise<Revision[]> {
  const client = await adminClient();
  const { data, error } = await client
    .from('revisions')
    .select('id, kind, item_id, fields, action, actor_email, created_at')
    .eq('kind', kind)
    .eq('item_id', id)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(REVISIONS_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []) as Revision[];
}

export function useRevisions(kind: ContentKind, id: number) {
  return useQuery(
    { queryKey: ['revisions', kind, id], queryFn: () => fetchRevisions(kind, id) },
    useAppQueryClient(),
  );
}

/** Restores a revision (admins only: the database refuses anyone else); resolves with the restored row. */
export function useRestoreRevision(kind: ContentKind) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: async (revisionId: number) => {
        const client = await adminClient();
        const { data, error } = await client.rpc('restore_revision', { revision_id: revisionId });
        if (error) throw new Error(error.message);
        return data as Record<string, unknown>;
      },
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries({ queryKey: [kind] }), invalidateLogs(queryClient)]),
    },
    queryClient,
  );
}

/** Staff's addresses by user id (`public.staff_members()`, which answers staff only): the author column. */
export async function fetchStaffMembers(): Promise<Map<string, string>> {
  const client = await adminClient();
  const { data, error } = await client.rpc('staff_members');
  if (error) throw new Error(error.message);
  return new Map(
    ((data ?? []) as { id: string; email: string }[]).map((member) => [member.id, member.email]),
  );
}

export function useStaffMembers() {
  return useQuery(
    { queryKey: ['staff_members'], queryFn: fetchStaffMembers, staleTime: 60_000 },
    useAppQueryClient(),
  );
}

export const AUDIT_LIMIT = 15;

export async function fetchLatestAudit(): Promise<AuditEntry[]> {
  const client = await adminClient();
  const { data, error } = await client
    .from('audit_log')
    .select('id, at, actor_email, action, kind, item_id, title')
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .limit(AUDIT_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []) as AuditEntry[];
}

export function useLatestAudit(enabled: boolean) {
  return useQuery(
    { queryKey: ['audit_log', 'latest'], queryFn: fetchLatestAudit, enabled },
    useAppQueryClient(),
  );
}

function invalidateLogs(queryClient: ReturnType<typeof useAppQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['revisions'] }),
    queryClient.invalidateQueries({ queryKey: ['audit_log'] }),
  ]);
}
