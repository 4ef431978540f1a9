import type { ContentKind } from '@company/content';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { adminClient } from '../client';
import { invalidateAfterWrite, type RowInputs } from '../mutations';
import { writeErrorOf } from './conflict';

/**
 * Pending versions (`public.pending_versions`): a proposed change to an item, typically an editor's change to a
 * published item they may not write. Staff read them; an editor saves, changes and discards their own, an admin
 * any; only an admin applies one, which writes its fields onto the live item (status and moment stay) as a
 * new version. Visitors never see them. One per item and author: saving again replaces the author's proposal.
 */

/** The content columns a proposal may hold per kind (never status, moment, dates or authorship). */
export type PendingFields<K extends ContentKind> = Partial<Omit<RowInputs[K], 'status' | 'published_at'>>;

export interface PendingVersion<K extends ContentKind = ContentKind> {
  id: number;
  kind: K;
  item_id: number;
  fields: PendingFields<K>;
  /** The item's version the proposal started from: applying it over a later one is a conflict. */
  based_on_version: number;
  /** Who proposed it (a user id; `useStaffMembers` names it). */
  author_id: string;
  message: string | null;
  /** 1 when proposed, one more on each save over it: a save or an apply names the revision it saw. */
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface SavePendingInput<K extends ContentKind> {
  kind: K;
  itemId: number;
  fields: PendingFields<K>;
  /** The item's version the editor loaded. */
  basedOnVersion: number;
  message?: string | null;
  /** The revision of the author's pending version this save replaces (none for a first proposal). */
  revision: number | null;
}

const pendingKey = (kind: ContentKind, itemId?: number) =>
  itemId === undefined ? ['pending_versions', kind] : ['pending_versions', kind, itemId];

/** The pending versions of one item, or of every item of a kind, newest first. */
export async function fetchPendingVersions<K extends ContentKind>(
  kind: K,
  itemId?: number,
): Promise<PendingVersion<K>[]> {
  const client = await adminClient();
  let query = client.from('pending_versions').select('*').eq('kind', kind);
  if (itemId !== undefined) query = query.eq('item_id', itemId);
  const { data, error } = await query
    .order('updated_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw writeErrorOf(error);
  return (data ?? []) as PendingVersion<K>[];
}

/**
 * Saves the signed-in user's pending version of an item; resolves with it (and its new revision). Saving over an
 * earlier one names its revision: if it moved on (another tab), it throws `ConflictError`.
 */
export async function savePendingVersion<K extends ContentKind>(
  input: SavePendingInput<K>,
): Promise<PendingVersion<K>> {
  const client = await adminClient();
  // Widened to every kind, whose fields are plain JSON values (a type parameter's are not known to be).
  const fields: PendingFields<ContentKind> = input.fields;
  const { data, error } = await client.rpc('save_pending_version', {
    kind: input.kind,
    item_id: input.itemId,
    fields,
    based_on_version: input.basedOnVersion,
    message: input.message ?? null,
    ...(input.revision === null ? {} : { revision: input.revision }),
  });
  if (error) throw writeErrorOf(error);
  // The function answers the saved row as jsonb (`to_jsonb(pending)`), typed `Json` by the generated types.
  return data as unknown as PendingVersion<K>;
}

/**
 * Applies a pending version (admins only) exactly as reviewed: `revision` is the one the admin was shown, and a
 * proposal changed since is refused (`PT412`). Resolves with the item as saved. If the item changed after the
 * version the proposal was based on, it throws `ConflictError` unless `force` (sent after the admin compared).
 */
export async function applyPendingVersion(
  pendingId: number,
  options: { revision: number; force?: boolean },
): Promise<Record<string, unknown>> {
  const client = await adminClient();
  const { data, error } = await client.rpc('apply_pending_version', {
    pending_id: pendingId,
    revision: options.revision,
    force: options.force ?? false,
  });
  if (error) throw writeErrorOf(error);
  return data as Record<string, unknown>;
}

/**
 * Discards a pending version (an admin any, an editor their own). The database keeps it: resolves with the id of
 * the kept row, which restores it (`restoreDiscardedPendingVersion`).
 */
export async function discardPendingVersion(pendingId: number): Promise<{ discardedId: number }> {
  const client = await adminClient();
  const { data, error } = await client.rpc('discard_pending_version', { pending_id: pendingId });
  if (error) throw writeErrorOf(error);
  // The function answers the kept row as jsonb, typed `Json` by the generated types.
  return { discardedId: (data as { id: number }).id };
}

/** The pending versions of an item (or, without an id, of the kind), for staff. */
export function usePendingVersions<K extends ContentKind>(kind: K, itemId?: number) {
  return useQuery(
    { queryKey: pendingKey(kind, itemId), queryFn: () => fetchPendingVersions(kind, itemId) },
    useAppQueryClient(),
  );
}

export function useSavePendingVersion<K extends ContentKind>(kind: K) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: (input: Omit<SavePendingInput<K>, 'kind'>) => savePendingVersion({ ...input, kind }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingKey(kind) }),
    },
    queryClient,
  );
}

export function useApplyPendingVersion(kind: ContentKind) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: ({ id, revision, force }: { id: number; revision: number; force?: boolean }) =>
        applyPendingVersion(id, { revision, force }),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: pendingKey(kind) }),
          invalidateAfterWrite(queryClient, kind),
        ]),
    },
    queryClient,
  );
}

export function useDiscardPendingVersion(kind: ContentKind) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: (id: number) => discardPendingVersion(id),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: pendingKey(kind) }),
          queryClient.invalidateQueries({ queryKey: ['discarded_pending_versions'] }),
        ]),
    },
    queryClient,
  );
}
