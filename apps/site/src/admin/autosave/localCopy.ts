import type { ContentKind } from '@company/content';

/**
 * What a staff member typed, kept on this device (localStorage) per kind and item until the server has it:
 * a lost connection, a closed tab or a crash loses nothing. Opening the item again offers a copy that differs
 * from what the server has.
 */
export interface LocalCopy<V> {
  values: V;
  /** The item's version the typing started from (null for a new item). */
  baseVersion: number | null;
  /** When it was kept (ISO). */
  savedAt: string;
}

const PREFIX = 'company-admin-draft';

export const localCopyKey = (kind: ContentKind, id: number | undefined): string =>
  `${PREFIX}:${kind}:${id ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function writeLocalCopy<V>(
  kind: ContentKind,
  id: number | undefined,
  values: V,
  baseVersion: number | null,
  now: Date = new Date(),
): void {
  const copy: LocalCopy<V> = { values, baseVersion, savedAt: now.toISOString() };
  try {
    storage()?.setItem(localCopyKey(kind, id), JSON.stringify(copy));
  } catch {
    // A full or refused storage keeps nothing more; the form itself still holds the text.
  }
}

export function readLocalCopy<V>(kind: ContentKind, id: number | undefined): LocalCopy<V> | null {
  const raw = storage()?.getItem(localCopyKey(kind, id));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalCopy<V>>;
    if (typeof parsed !== 'object' || parsed === null || parsed.values === undefined) return null;
    if (typeof parsed.savedAt !== 'string') return null;
    return {
      values: parsed.values,
      baseVersion: typeof parsed.baseVersion === 'number' ? parsed.baseVersion : null,
      savedAt: parsed.savedAt,
    };
  } catch {
    return null;
  }
}

export function clearLocalCopy(kind: ContentKind, id: number | undefined): void {
  try {
    storage()?.removeItem(localCopyKey(kind, id));
  } catch {
    // nothing to do
  }
}
