import type { Queryable } from '../db/database';

/**
 * Whether the current transaction changed what visitors can see: the content tables' change trigger
 * (supabase/migrations/…_api_write_rules.sql) marks it only when a published item (live or scheduled)
 * was written, so a draft's save renews no page, feed or sitemap. Read inside the transaction.
 */
export async function changedPublicContent(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ changed: boolean }>(
    "select coalesce(current_setting('app.public_content_changed', true), '') = 'on' as changed",
  );
  return rows[0]?.changed === true;
}
