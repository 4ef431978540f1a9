import {
  type PublicationColumns,
  type PublishIntent,
  publicationChange,
  publicationOf,
} from '../publication';

/**
 * What a save of the editor does, decided before anything is sent. The rule: saving never changes what
 * visitors see unless the person asked for it.
 *
 * - a new item is inserted: an editor's as a draft; an admin's as a draft, published now or scheduled;
 * - a draft is updated: an editor's stays a draft; an admin may publish or schedule it;
 * - a published item: the admin's "publish" writes the changes and keeps its moment; every other save (an
 *   editor's, or an admin's "save without publishing") is kept as a pending version, invisible to visitors;
 * - a scheduled item: an editor's save is a pending version; an admin's keeps the schedule, moves it, or
 *   publishes now.
 *
 * Nothing here takes an item offline: that is only the explicit "게시 취소".
 */
export type SaveDecision =
  | { action: 'insert'; publication: PublicationColumns }
  /** `publication` undefined: the item keeps its status and moment. */
  | { action: 'update'; publication?: PublicationColumns }
  | { action: 'pending' }
  | { action: 'refuse'; error: 'schedule_missing' | 'schedule_past' };

export interface SaveContext {
  isAdmin: boolean;
  /** The item as loaded; undefined for a new one. */
  item?: PublicationColumns;
  intent: PublishIntent;
  /** The schedule picker's value (`datetime-local`). */
  scheduleAt: string;
  now: Date;
}

export function saveDecision({ isAdmin, item, intent, scheduleAt, now }: SaveContext): SaveDecision {
  const asked: PublishIntent = isAdmin ? intent : 'draft';
  if (!item) {
    const change = publicationChange(asked, undefined, scheduleAt, now);
    return change.ok
      ? { action: 'insert', publication: change.values }
      : { action: 'refuse', error: change.error };
  }
  const current = publicationOf(item, now);
  if (current === 'draft') {
    if (asked === 'draft') return { action: 'update' };
    const change = publicationChange(asked, item, scheduleAt, now);
    return change.ok
      ? { action: 'update', publication: change.values }
      : { action: 'refuse', error: change.error };
  }
  if (!isAdmin) return { action: 'pending' };
  if (current === 'published') {
    // A live item is never rescheduled (which would hide it) from the editor: publish or keep pending.
    if (asked === 'publish') {
      const change = publicationChange('publish', item, scheduleAt, now);
      return change.ok
        ? { action: 'update', publication: change.values }
        : { action: 'refuse', error: change.error };
    }
    return { action: 'pending' };
  }
  // Scheduled: not public yet, so an admin's save may change it; its schedule stays unless asked.
  if (asked === 'draft') return { action: 'update' };
  const change = publicationChange(asked, item, scheduleAt, now);
  return change.ok
    ? { action: 'update', publication: change.values }
    : { action: 'refuse', error: change.error };
}

/** What an autosave does: a draft's update, a live or scheduled item's pending version; never publishes. */
export function autosaveDecision(item: PublicationColumns | undefined, now: Date) {
  if (!item) return null;
  return publicationOf(item, now) === 'draft' ? ('update' as const) : ('pending' as const);
}
