import { type ReactNode, useId, useState } from 'react';
import * as styles from './FaqList.css';

export interface FaqListEntry {
  id: string;
  category: ReactNode;
  question: ReactNode;
  answer: ReactNode;
}

export interface FaqListProps {
  entries: readonly FaqListEntry[];
  /** Names the list, e.g. "자주 묻는 질문". */
  label: string;
  /** The marks before a question and an answer, e.g. "Q" and "A" (decoration). */
  questionMark: string;
  answerMark: string;
  /** What shows when there are no entries (e.g. no search results). */
  emptyMessage: ReactNode;
  /** Entries whose answers start open (a question linked to directly). */
  defaultOpenIds?: readonly string[];
}

interface FaqItemProps {
  entry: FaqListEntry;
  questionMark: string;
  answerMark: string;
  defaultOpen: boolean;
}

/** One question: a button that discloses its answer (aria-expanded, aria-controls). */
function FaqItem({ entry, questionMark, answerMark, defaultOpen }: FaqItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const answerId = useId();
  return (
    <li className={styles.item}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.button}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.mark} aria-hidden="true">
            {questionMark}
          </span>
          <span className={styles.category}>{entry.category}</span>
          <span className={styles.question}>{entry.question}</span>
          <span className={styles.chevron} aria-hidden="true" data-open={open} />
        </button>
      </h3>
      <div id={answerId} className={styles.answer} hidden={!open}>
        <span className={styles.markAnswer} aria-hidden="true">
          {answerMark}
        </span>
        <p>{entry.answer}</p>
      </div>
    </li>
  );
}

/** Questions that each disclose their answer, with their category; an empty message when there are none. */
export function FaqList({
  entries,
  label,
  questionMark,
  answerMark,
  emptyMessage,
  defaultOpenIds = [],
}: FaqListProps) {
  if (entries.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <FaqItem
          key={entry.id}
          entry={entry}
          questionMark={questionMark}
          answerMark={answerMark}
          defaultOpen={defaultOpenIds.includes(entry.id)}
        />
      ))}
    </ul>
  );
}
