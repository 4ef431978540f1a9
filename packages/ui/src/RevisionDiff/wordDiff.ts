import { diffWords } from 'diff';

/** One run of a word-level diff: text kept, removed from the before text, or inserted in the after text. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'inserted';
  text: string;
}

/** The word-level difference of two texts, in reading order (a removed run before the run that replaces it). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    kind: change.removed ? 'removed' : change.added ? 'inserted' : 'same',
    text: change.value,
  }));
}
