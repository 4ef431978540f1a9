import type { ContentKind } from '@company/content';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { adminClient } from '../client';

/** What became of a review request: open until published, discarded (or the item deleted) or withdrawn. */
export type ReviewStatus = 'open' | 'published' | 'discarded' | 'withdrawn';

/** A review request as `public.review_requests` holds it (staff read them; the database closes them). */
export interface ReviewRequest {
  id: number;
  kind: ContentKind;
  item_id: number;
  /** The pending version asked about, or null for the draft itself. */
  pending_version_id: number | null;
  title: string | null;
  requested_by: string;
  requested_by_email: string | null;
  message: string | null;
  status: ReviewStatus;
  closed_by: string | null;
  closed_at: string | null;
  created_at: string;
}

/** The longest message the database keeps. */
export const REVIEW_MESSAGE_MAX = 1000;
export const RECENTLY_CLOSED_LIMIT = 20;

// Under 'revisions': every write to content (publish, apply, delete) invalidates it, and so refreshes these.
const reviewKey = ['revisions', 'review_requests'] as const;

/** The open requests, oldest first (the queue), and the most recently closed ones. */
export async function fetchReviewQueue(): Promise<{ open: ReviewRequest[]; closed: ReviewRequest[] }> {
  const client = await adminClient();
  const [open, closed] = await Promise.all([
    client
      .from('review_requests')
      .select('*')
      .eq('status', 'open')
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
    client
      .from('review_requests')
      .select('*')
      .neq('status', 'open')
      .order('closed_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(RECENTLY_CLOSED_LIMIT),
  ]);
  if (open.error) throw open.error;
  if (closed.error) throw closed.error;
  return { open: (open.data ?? []) as ReviewRequest[], closed: (closed.data ?? []) as ReviewRequest[] };
}

export function useReviewQueue() {
  return useQuery({ queryKey: [...reviewKey, 'queue'], queryFn: fetchReviewQueue }, useAppQueryClient());
}

/** One item's requests, newest first. */
export async function fetchItemReviewRequests(kind: ContentKind, itemId: number): Promise<ReviewRequest[]> {
  const client = await adminClient();
  const { data, error } = await client
    .from('review_requests')
    .select('*')
    .eq('kind', kind)
    .eq('item_id', itemId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(10);
  if (error) throw error;
  return (data ?? []) as ReviewRequest[];
}

/**
 * One item's requests. `pendingIds` (the item's pending versions) is part of the key: applying or discarding
 * one changes it, and the requests (closed by the database) are read again.
 */
export function useItemReviewRequests(kind: ContentKind, itemId: number, pendingIds: readonly number[]) {
  return useQuery(
    {
      queryKey: [...reviewKey, kind, itemId, pendingIds.join(',')],
      queryFn: () => fetchItemReviewRequests(kind, itemId),
      staleTime: 0,
    },
    useAppQueryClient(),
  );
}

export interface RequestReviewInput {
  kind: ContentKind;
  itemId: number;
  pendingVersionId: number | null;
  message: string;
}

/** Asks the admins to review a draft or a pending version (the database checks which and who). */
export function useRequestReview() {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: async ({ kind, itemId, pendingVersionId, message }: RequestReviewInput) => {
        const client = await adminClient();
        const { error } = await client.from('review_requests').insert({
          kind,
          item_id: itemId,
          pending_version_id: pendingVersionId,
          message: message.trim() || null,
        });
        if (error) throw error;
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey }),
    },
    queryClient,
  );
}

/** Withdraws the caller's own open request. */
export function useWithdrawReview() {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: async (id: number) => {
        const client = await adminClient();
        const { error } = await client.from('review_requests').update({ status: 'withdrawn' }).eq('id', id);
        if (error) throw error;
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey }),
    },
    queryClient,
  );
}
