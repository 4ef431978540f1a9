import type { ContentKind } from '@company/content';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { adminClient } from '../client';
import { writeErrorOf } from './conflict';

/**
 * Discarded pending versions (`public.discarded_pending_versions`): every proposal discarded without being
 * published is kept with who discarded it and when. Staff read them; an admin restores any, an editor their own
 * (`restore_discarded_pending_version`); the author dismisses the notice on their dashboard.
 */
export interface DiscardedPendingVersion {
  id: number;
  /** The pending version's id, which it gets back when restored. */
  pending_id: number;
  kind: ContentKind;
  item_id: number;
  fields: Record<string, unknown>;
  author_id: string;
  /** When the author last saved the proposal. */
  updated_at: string;
  /** The item's title when it was discarded. */
  title: string | null;
  discarded_by: string | null;
  discarded_by_email: string | null;
  discarded_at: string;
  restored_at: string | null;
  dismissed_at: string | null;
}

/** At most this many discarded proposals of an item in its history, newest first. */
export const DISCARDED_OF_ITEM_LIMIT = 20;
/** The dashboard tells an author of at most this many discards, of the last `NOTICE_DAYS` days. */
export const NOTICE_LIMIT = 5;
export const NOTICE_DAYS = 30;

const COLUMNS =
  'id, pending_id, kind, item_id, fields, author_id, updated_at, title, discarded_by, discarded_by_email, discarded_at, restored_at, dismissed_at';

const discardedKey = ['discarded_pending_versions'] as const;
const pendingKey = ['pending_versions'] as const;

/** The proposals of an item that were discarded and not restored since, newest first. */
export async function fetchDiscardedOfItem(
  kind: ContentKind,
  itemId: number,
): Promise<DiscardedPendingVersion[]> {
  const client = await adminClient();
  const { data, error } = await client
    .from('discarded_pending_versions')
    .select(COLUMNS)
    .eq('kind', kind)
    .eq('item_id', itemId)
    .is('restored_at', null)
    .order('discarded_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(DISCARDED_OF_ITEM_LIMIT);
  if (error) throw writeErrorOf(error);
  return (data ?? []) as DiscardedPendingVersion[];
}

/** The author's proposals someone else discarded in the last 30 days that they have not dismissed. */
export async function fetchMyDiscarded(
  authorId: string,
  now = new Date(),
): Promise<DiscardedPendingVersion[]> {
  const client = await adminClient();
  const since = new Date(now.getTime() - NOTICE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const { data, error } = await client
    .from('discarded_pending_versions')
    .select(COLUMNS)
    .eq('author_id', authorId)
    // Not the ones they discarded themself (a discard by the operator's key has no one).
    .or(`discarded_by.is.null,discarded_by.neq.${authorId}`)
    .is('restored_at', null)
    .is('dismissed_at', null)
    .gte('discarded_at', since)
    .order('discarded_at', { ascending: false })
    .limit(NOTICE_LIMIT);
  if (error) throw writeErrorOf(error);
  return (data ?? []) as DiscardedPendingVersion[];
}

/** Brings a discarded proposal back as its author's pending version (an admin any, an editor their own). */
export async function restoreDiscardedPendingVersion(discardedId: number): Promise<void> {
  const client = await adminClient();
  const { error } = await client.rpc('restore_discarded_pending_version', { discarded_id: discardedId });
  if (error) throw writeErrorOf(error);
}

export async function dismissDiscardedPendingVersion(discardedId: number): Promise<void> {
  const client = await adminClient();
  const { error } = await client.rpc('dismiss_discarded_pending_version', { discarded_id: discardedId });
  if (error) throw writeErrorOf(error);
}

export function useDiscardedOfItem(kind: ContentKind, itemId: number) {
  return useQuery(
    {
      queryKey: [...discardedKey, kind, itemId],
      queryFn: () => fetchDiscardedOfItem(kind, itemId),
    },
    useAppQueryClient(),
  );
}

export function useMyDiscarded(authorId: string | null) {
  return useQuery(
    {
      queryKey: [...discardedKey, 'mine', authorId],
      queryFn: () => fetchMyDiscarded(authorId ?? ''),
      enabled: authorId !== null,
    },
    useAppQueryClient(),
  );
}

/** Restores, then renews the pending and discarded lists. */
export function useRestoreDiscarded() {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: restoreDiscardedPendingVersion,
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: pendingKey }),
          queryClient.invalidateQueries({ queryKey: discardedKey }),
        ]),
    },
    queryClient,
  );
}

export function useDismissDiscarded() {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: dismissDiscardedPendingVersion,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: discardedKey }),
    },
    queryClient,
  );
}
