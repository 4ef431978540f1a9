import type { ContentKind } from '@company/content';
import { type FieldName, type FormValues, kindFields, sameFieldValue } from './itemFields';

/** Two people's edits of one item, merged field by field against the version both started from. */
export interface FieldMerge {
  /** Mine where only I changed a field, theirs where only they did, mine where both did (see `conflicts`). */
  merged: FormValues;
  /** Fields both changed, differently: the person chooses (the merge holds mine until then). */
  conflicts: FieldName[];
  /** Fields only they changed, taken into the form. */
  theirsTaken: FieldName[];
}

/**
 * A three-way merge of a form by field: `base` is the version my edit started from (what the server had when
 * I loaded or last saved), `theirs` the version saved since by someone else. A field only they changed takes
 * theirs, one only I changed keeps mine, and one both changed to different values is a conflict to ask about.
 */
export function mergeByField(
  kind: ContentKind,
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
): FieldMerge {
  const merged = { ...mine };
  const conflicts: FieldName[] = [];
  const theirsTaken: FieldName[] = [];
  for (const field of kindFields[kind] as readonly FieldName[]) {
    const iChanged = !sameFieldValue(field, base[field], mine[field]);
    const theyChanged = !sameFieldValue(field, base[field], theirs[field]);
    if (!theyChanged || sameFieldValue(field, mine[field], theirs[field])) continue;
    if (iChanged) {
      conflicts.push(field);
    } else {
      merged[field] = theirs[field];
      theirsTaken.push(field);
    }
  }
  return { merged, conflicts, theirsTaken };
}

/** The merge with each conflicting field resolved to one side. */
export function resolveConflicts(merge: FieldMerge, theirs: FormValues, side: 'mine' | 'theirs'): FormValues {
  if (side === 'mine') return merge.merged;
  const resolved = { ...merge.merged };
  for (const field of merge.conflicts) resolved[field] = theirs[field];
  return resolved;
}
