import { isoOfKstInput, kstInputOf } from '../time/kst';

/** Where an item stands for the public: a draft, published with its moment ahead (scheduled), or published. */
export type Publication = 'draft' | 'scheduled' | 'published';

export const publications: readonly Publication[] = ['draft', 'scheduled', 'published'];

/** The columns that decide publication, as the database keeps them. */
export interface PublicationColumns {
  status: 'draft' | 'published';
  published_at: string | null;
}

/** What the public sees of an item at `now` (the select policy's rule: published and due). */
export function publicationOf(row: PublicationColumns, now: Date): Publication {
  if (row.status === 'draft') return 'draft';
  if (row.published_at && Date.parse(row.published_at) > now.getTime()) return 'scheduled';
  return 'published';
}

/** An instant as a `datetime-local` value in the site's zone (Korean time); '' for none or nonsense. */
export function localInputOf(iso: string | null | undefined): string {
  return kstInputOf(iso);
}

/** A `datetime-local` value, read in the site's zone (Korean time), as an ISO instant; null when not a moment. */
export function isoOfLocalInput(value: string): string | null {
  return isoOfKstInput(value);
}

/** The schedule picker's starting value: the moment of a scheduled item; empty otherwise. */
export function scheduleInputOf(row: PublicationColumns | undefined, now: Date): string {
  return row && publicationOf(row, now) === 'scheduled' ? localInputOf(row.published_at) : '';
}

/** What a save asks for: keep (or make) it a draft, publish now, or publish at a moment ahead. */
export type PublishIntent = 'draft' | 'publish' | 'schedule';

export type PublicationChange =
  | { ok: true; values: PublicationColumns }
  | { ok: false; error: 'schedule_missing' | 'schedule_past' };

/**
 * The publication columns a save writes. Publishing an item that is already public keeps its moment (it does
 * not jump to the top of "recently published"); a schedule must name a moment ahead of `now`.
 */
export function publicationChange(
  intent: PublishIntent,
  current: PublicationColumns | undefined,
  scheduleAt: string,
  now: Date,
): PublicationChange {
  if (intent === 'draft') return { ok: true, values: { status: 'draft', published_at: null } };
  if (intent === 'publish') {
    const alreadyPublic = current && publicationOf(current, now) === 'published';
    const moment = alreadyPublic && current.published_at ? current.published_at : now.toISOString();
    return { ok: true, values: { status: 'published', published_at: moment } };
  }
  const at = isoOfLocalInput(scheduleAt);
  if (!at) return { ok: false, error: 'schedule_missing' };
  if (Date.parse(at) <= now.getTime()) return { ok: false, error: 'schedule_past' };
  return { ok: true, values: { status: 'published', published_at: at } };
}
