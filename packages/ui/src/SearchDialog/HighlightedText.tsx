import * as styles from './SearchDialog.css';

export interface HighlightedTextProps {
  text: string;
  /** Ranges of `text` to mark, as [start, end) offsets in UTF-16 units; they may be unsorted or overlap. */
  ranges: readonly (readonly [number, number])[];
}

/** Text with some of its ranges marked (`<mark>`), e.g. the words a search matched. */
export function HighlightedText({ text, ranges }: HighlightedTextProps) {
  const sorted = [...ranges]
    .map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let at = 0;
  for (const [start, end] of sorted) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push({ text: text.slice(at, from), marked: false, at });
    parts.push({ text: text.slice(from, end), marked: true, at: from });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false, at });
  return (
    <>
      {parts.map((part) =>
        part.marked ? (
          <mark key={part.at} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
