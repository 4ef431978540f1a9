import { diffWords } from 'diff';

/** One run of a word-level diff: text kept, removed from the before text, or inserted in the after text. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'inserted';
  text: string;
}

// The diff package's own tokenizer knows Latin words only and splits Hangul into single syllables (오전 → 오|전);
// Unicode word segmentation keeps Korean words whole. Made on first use (nothing runs when the module loads);
// without Intl.Segmenter the package's tokenizer still works.
let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter = 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** The word-level difference of two texts, in reading order (a removed run before the run that replaces it). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after, { intlSegmenter: wordSegmenter() ?? undefined }).map((change) => ({
    kind: change.removed ? 'removed' : change.added ? 'inserted' : 'same',
    text: change.value,
  }));
}
