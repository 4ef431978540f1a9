import type { ActionWord } from '../actions/vocabulary';
import type { Revision } from './types';

type Version = Record<string, unknown>;

/** One line of an item's history: a version as someone saved it, who, when and what they did. */
export interface HistoryEntry {
  /** Stable key (the revision it comes from, or `created`). */
  key: string;
  action: Extract<
    ActionWord,
    'insert' | 'update' | 'delete' | 'publish' | 'unpublish' | 'schedule' | 'restore'
  >;
  /** When it was saved. */
  at: string;
  /** Who saved it: an e-mail from the revision, or the author's id for the first version. */
  actorEmail: string | null;
  actorId: string | null;
  /** The item as this person left it (for a delete: as it was when deleted). */
  version: Version;
  /** The revision that holds this version (what 복원 brings back); null when it is the item as it is now. */
  restoreId: number | null;
  /** The item as it is now. */
  isCurrent: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What a change meant, by the rule the audit log uses (`private.content_action`): publishing, scheduling and
 * unpublishing are told apart from plain edits, with `at` as the moment of the change.
 */
export function changeAction(before: Version, after: Version, at: string): HistoryEntry['action'] {
  const ahead = (moment: unknown) => {
    const time = Date.parse(text(moment) ?? '');
    return !Number.isNaN(time) && time > Date.parse(at);
  };
  if (before.status === 'draft' && after.status === 'published')
    return ahead(after.published_at) ? 'schedule' : 'publish';
  if (before.status === 'published' && after.status === 'draft') return 'unpublish';
  if (after.status === 'published' && ahead(after.published_at) && before.published_at !== after.published_at)
    return 'schedule';
  return 'update';
}

/**
 * An item's history, newest first, as staff read it. A revision keeps the row as it was *before* its author's
 * change (a delete: the row deleted; a restore that brought a deleted item back: the row as restored), so the
 * version a person saved is the next newer revision's row, or the item as it is now. The first version (as
 * created) comes last when the whole history is at hand.
 *
 * @param revisions newest first, as `fetchRevisions` returns them
 * @param current the item now, or null when it is deleted
 * @param complete whether `revisions` reach back to the first change (then the created version is listed)
 */
export function historyEntries(
  revisions: readonly Revision[],
  current: Version | null,
  complete: boolean,
): HistoryEntry[] {
  const isReinsert = (index: number) =>
    revisions[index]?.action === 'restore' && revisions[index + 1]?.action === 'delete';

  const entries = revisions.map((revision, index): HistoryEntry => {
    const base = {
      key: String(revision.id),
      at: revision.created_at,
      actorEmail: revision.actor_email,
      actorId: null,
    };
    if (revision.action === 'delete' || isReinsert(index)) {
      return {
        ...base,
        action: revision.action,
        version: revision.fields,
        restoreId: revision.id,
        isCurrent: false,
      };
    }
    const newer = revisions[index - 1];
    const after = newer ? newer.fields : current;
    if (!after) {
      return {
        ...base,
        action: revision.action,
        version: revision.fields,
        restoreId: revision.id,
        isCurrent: false,
      };
    }
    return {
      ...base,
      action:
        revision.action === 'restore' ? 'restore' : changeAction(revision.fields, after, revision.created_at),
      version: after,
      restoreId: newer ? newer.id : null,
      isCurrent: !newer,
    };
  });

  const oldest = revisions.at(-1);
  const first = oldest ? oldest.fields : current;
  if (complete && first && !(oldest && isReinsert(revisions.length - 1))) {
    entries.push({
      key: 'created',
      action: 'insert',
      at: text(first.created_at) ?? oldest?.created_at ?? '',
      actorEmail: null,
      actorId: text(first.author_id),
      version: first,
      restoreId: oldest ? oldest.id : null,
      isCurrent: !oldest,
    });
  }
  return entries;
}
