import type { Database } from '../db/database';
import type { InquiryForMail } from './messages';

export type OutboxKind = 'desk' | 'acknowledgement';

export interface OutboxEntry {
  id: number;
  kind: OutboxKind;
  attempts: number;
  inquiry: InquiryForMail;
}

interface ClaimedRow extends Record<string, unknown> {
  id: number | string;
  kind: OutboxKind;
  attempts: number;
  reference: string;
  category: string;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: string;
  created_at: string;
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
       returning o.id, o.kind, o.attempts, o.inquiry_id
     )
     select c.id, c.kind, c.attempts, i.reference, i.category, i.company, i.name, i.email, i.phone,
            i.subject, i.message, i.locale, to_char(i.created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as created_at
       from claimed c join public.inquiries i on i.id = c.inquiry_id
      order by c.id`,
    [limit, leaseSeconds],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    attempts: row.attempts,
    inquiry: {
      reference: row.reference,
      category: row.category,
      company: row.company,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      locale: row.locale,
      createdAt: `${row.created_at} KST`,
    },
  }));
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
