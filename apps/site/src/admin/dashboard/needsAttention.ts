import { type ContentKind, contentKinds } from '@company/content';
import { useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { type AdminClient, adminClient } from '../client';

/** An item scheduled to appear, with its moment. */
export interface ScheduledItem {
  kind: ContentKind;
  id: number;
  title: string;
  published_at: string;
}

/** What needs a staff member, counted in the database under their row-level security. */
export interface AttentionCounts {
  drafts: Record<ContentKind, number>;
  pending: Record<ContentKind, number>;
  reviews: number;
  scheduled: Record<ContentKind, number>;
  /** The next scheduled items of every kind, soonest first. */
  upcoming: ScheduledItem[];
  noEnglish: Record<ContentKind, number>;
  /** New inquiries and failed e-mails: admins only (null for editors, who may read neither). */
  inquiries: number | null;
  outboxFailures: number | null;
}

export const UPCOMING_LIMIT = 5;

type Counted = PromiseLike<{ count: number | null; error: unknown }>;

async function countOf(query: Counted): Promise<number> {
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

async function perKind(count: (kind: ContentKind) => Counted): Promise<Record<ContentKind, number>> {
  const counts = await Promise.all(contentKinds.map((kind) => countOf(count(kind))));
  return Object.fromEntries(contentKinds.map((kind, index) => [kind, counts[index] ?? 0])) as Record<
    ContentKind,
    number
  >;
}

async function scheduledOf(client: AdminClient, kind: ContentKind, now: string) {
  const { data, count, error } = await client
    .from(kind)
    .select('id, title, published_at', { count: 'exact' })
    .eq('status', 'published')
    .gt('published_at', now)
    .order('published_at', { ascending: true })
    .limit(UPCOMING_LIMIT);
  if (error) throw error;
  const rows = (data ?? []) as { id: number; title: string; published_at: string }[];
  return { count: count ?? 0, rows: rows.map((row) => ({ kind, ...row })) };
}

/** Counts everything on the dashboard's "what needs me" (head-only count queries, through the staff session). */
export async function fetchAttentionCounts(isAdmin: boolean, now = new Date()): Promise<AttentionCounts> {
  const client = await adminClient();
  const at = now.toISOString();
  const head = { count: 'exact', head: true } as const;
  const [drafts, pending, reviews, scheduledLists, noEnglish, inquiries, outboxFailures] = await Promise.all([
    perKind((kind) => client.from(kind).select('id', head).eq('status', 'draft')),
    perKind((kind) => client.from('pending_versions').select('id', head).eq('kind', kind)),
    countOf(client.from('review_requests').select('id', head).eq('status', 'open')),
    Promise.all(contentKinds.map((kind) => scheduledOf(client, kind, at))),
    perKind((kind) => client.from(kind).select('id', head).is('title_en', null)),
    isAdmin ? countOf(client.from('inquiries').select('id', head).eq('status', 'new')) : null,
    isAdmin
      ? countOf(
          client.from('inquiry_outbox').select('id', head).is('sent_at', null).not('last_error', 'is', null),
        )
      : null,
  ]);
  const scheduled = Object.fromEntries(
    contentKinds.map((kind, index) => [kind, scheduledLists[index]?.count ?? 0]),
  ) as Record<ContentKind, number>;
  const upcoming = scheduledLists
    .flatMap((list) => list.rows)
    .sort((a, b) => a.published_at.localeCompare(b.published_at))
    .slice(0, UPCOMING_LIMIT);
  return { drafts, pending, reviews, scheduled, upcoming, noEnglish, inquiries, outboxFailures };
}

export function useAttentionCounts(isAdmin: boolean) {
  return useQuery(
    // Under 'revisions': every write to content renews it.
    { queryKey: ['revisions', 'needs-attention', isAdmin], queryFn: () => fetchAttentionCounts(isAdmin) },
    useAppQueryClient(),
  );
}

/** The sum of a per-kind count. */
export const totalOf = (counts: Record<ContentKind, number>): number =>
  contentKinds.reduce((sum, kind) => sum + counts[kind], 0);

/** The kind a card links to: the first with something to show, else news. */
export const firstKindWith = (counts: Record<ContentKind, number>): ContentKind =>
  contentKinds.find((kind) => counts[kind] > 0) ?? 'news';
