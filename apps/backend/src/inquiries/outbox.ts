import type { Tables } from '@company/database';
import type { Database } from '../db/database';
import type { DiscardedPendingForMail } from './discard-mail';
import type { InquiryForMail } from './messages';
import type { ReviewRequestForMail } from './review-mail';

export type InquiryMailKind = 'desk' | 'acknowledgement';
export type OutboxKind = InquiryMailKind | 'review_request' | 'pending_discarded';

/** A claimed message: an inquiry's (to its desk or its sender) or a review request's (to one admin). */
export type OutboxEntry =
  | { id: number; kind: InquiryMailKind; attempts: number; inquiry: InquiryForMail }
  | { id: number; kind: 'review_request'; attempts: number; review: ReviewRequestForMail }
  | { id: number; kind: 'pending_discarded'; attempts: number; discarded: DiscardedPendingForMail };

/** The inquiry's columns of a claimed message: null on a review request's (the inquiry is joined to it). */
type JoinedInquiry = {
  [Column in
    | 'reference'
    | 'category'
    | 'company'
    | 'name'
    | 'email'
    | 'phone'
    | 'subject'
    | 'message'
    | 'locale']: Tables<'inquiries'>[Column] | null;
};

interface ClaimedRow extends Record<string, unknown>, JoinedInquiry {
  id: number | string;
  kind: OutboxKind;
  attempts: number;
  created_at: string;
  recipient: string | null;
  review_kind: string | null;
  item_id: number | string | null;
  pending_version_id: number | string | null;
  title: string | null;
  requested_by_email: string | null;
  review_message: string | null;
  discarded_kind: string | null;
  discarded_item_id: number | string | null;
  discarded_title: string | null;
  discarded_by_email: string | null;
  proposed_at: string | null;
}

function entryOf(row: ClaimedRow): OutboxEntry {
  const id = Number(row.id);
  const createdAt = `${row.created_at} KST`;
  if (row.kind === 'pending_discarded') {
    return {
      id,
      kind: row.kind,
      attempts: row.attempts,
      discarded: {
        recipient: row.recipient ?? '',
        kind: row.discarded_kind ?? '',
        itemId: Number(row.discarded_item_id),
        title: row.discarded_title ?? '',
        discardedBy: row.discarded_by_email ?? '',
        discardedAt: createdAt,
        proposedAt: `${row.proposed_at} KST`,
      },
    };
  }
  if (row.kind === 'review_request') {
    return {
      id,
      kind: row.kind,
      attempts: row.attempts,
      review: {
        recipient: row.recipient ?? '',
        kind: row.review_kind ?? '',
        itemId: Number(row.item_id),
        pendingVersion: row.pending_version_id !== null,
        title: row.title ?? '',
        requestedBy: row.requested_by_email ?? '',
        message: row.review_message,
        createdAt,
      },
    };
  }
  return {
    id,
    kind: row.kind,
    attempts: row.attempts,
    inquiry: {
      reference: row.reference ?? '',
      category: row.category ?? '',
      company: row.company ?? '',
      name: row.name ?? '',
      email: row.email ?? '',
      phone: row.phone,
      subject: row.subject ?? '',
      message: row.message ?? '',
      locale: row.locale ?? 'ko',
      createdAt,
    },
  };
}

/**
 * Takes up to `limit` due messages and holds them for `leaseSeconds` (their next attempt moves to
 * then), so that another server, or this one after a crash, sends them only once that time has passed.
 */
export async function claimDueMail(
  db: Database,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxEntry[]> {
  const { rows } = await db.query<ClaimedRow>(
    `with due as (
       select id from public.inquiry_outbox
        where sent_at is null and next_attempt_at <= now()
        order by next_attempt_at, id
        limit $1
        for update skip locked
     ), claimed as (
       update public.inquiry_outbox o
          set next_attempt_at = now() + make_interval(secs => $2)
         from due where o.id = due.id
       returning o.id, o.kind, o.attempts, o.inquiry_id, o.review_request_id, o.discarded_pending_version_id,
                 o.recipient
     )
     select c.id, c.kind, c.attempts, i.reference, i.category, i.company, i.name, i.email, i.phone,
            i.subject, i.message, i.locale,
            to_char(coalesce(i.created_at, r.created_at, d.discarded_at) at time zone 'Asia/Seoul',
                    'YYYY-MM-DD HH24:MI') as created_at,
            c.recipient, r.kind as review_kind, r.item_id, r.pending_version_id, r.title, r.requested_by_email,
            r.message as review_message,
            d.kind as discarded_kind, d.item_id as discarded_item_id, d.title as discarded_title,
            d.discarded_by_email,
            to_char(d.updated_at at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as proposed_at
       from claimed c
       left join public.inquiries i on i.id = c.inquiry_id
       left join public.review_requests r on r.id = c.review_request_id
       left join public.discarded_pending_versions d on d.id = c.discarded_pending_version_id
      where i.id is not null or r.id is not null or d.id is not null
      order by c.id`,
    [limit, leaseSeconds],
  );
  return rows.map(entryOf);
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db.query(
    `update public.inquiry_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1`,
    [id],
  );
}

/** Records a failed attempt and when to try again; the inquiry itself is never touched. */
export async function markFailed(
  db: Database,
  id: number,
  error: string,
  delaySeconds: number,
): Promise<void> {
  await db.query(
    `update public.inquiry_outbox
        set attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
      where id = $1`,
    [id, error.slice(0, 1000), delaySeconds],
  );
}

/** The wait before the attempt after `failures` failed ones: doubling from `baseSeconds`, capped. */
export function retryDelaySeconds(failures: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, failures - 1));
}
