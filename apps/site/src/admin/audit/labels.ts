import { contentKinds, isContentKind, type TranslationKey } from '@company/content';
import { actionKey, auditedActions } from '../actions/vocabulary';
import { dashboardPaths } from '../dashboard/kinds';
import type { AuditEntry } from '../dashboard/types';

/** The actions the audit log records; each is told in the one vocabulary (`admin:actions`). */
export const auditActions = auditedActions;
export type AuditAction = (typeof auditActions)[number];

/** What an entry is about: a kind of content, an uploaded image, or a staff account. */
export const auditKinds = [...contentKinds, 'storage', 'staff'] as const;
export type AuditKind = (typeof auditKinds)[number];

function known<T extends string>(list: readonly T[], value: string): T | undefined {
  return list.find((entry) => entry === value);
}

/** The locale key of an action the log records, or undefined for one this site does not know (shown as stored). */
export function auditActionKey(action: string): TranslationKey | undefined {
  return known(auditActions, action) ? actionKey(action) : undefined;
}

export function auditKindKey(kind: string): TranslationKey | undefined {
  const value = known(auditKinds, kind);
  return value ? `admin:audit.kinds.${value}` : undefined;
}

/**
 * Where an entry's item is: a content item's history (which also restores a deleted one), the staff page for an
 * account; none for an image.
 */
export function auditItemHref(entry: Pick<AuditEntry, 'kind' | 'item_id'>): string | undefined {
  const id = Number.parseInt(entry.item_id, 10);
  if (isContentKind(entry.kind) && Number.isSafeInteger(id) && id > 0)
    return dashboardPaths.history(entry.kind, id);
  if (entry.kind === 'staff') return '/admin/staff';
  return undefined;
}
