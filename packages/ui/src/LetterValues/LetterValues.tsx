import type { ReactNode } from 'react';
import * as styles from './LetterValues.css';

export interface LetterValue {
  /** The value's initial, set large (decoration; the word says it). */
  letter: string;
  /** The word the letter begins, e.g. "Active". */
  word: ReactNode;
  title: ReactNode;
  description: ReactNode;
}

export interface LetterValuesProps {
  /** Up to five values, whose letters spell a word together. */
  values: readonly LetterValue[];
  'aria-label'?: string;
}

/** Values as an acronym: a column per letter on desktop, a row per letter on mobile. */
export function LetterValues({ values, 'aria-label': ariaLabel }: LetterValuesProps) {
  return (
    <ol aria-label={ariaLabel} className={styles.list}>
      {values.map((value) => (
        <li key={value.letter} className={styles.item}>
          <span className={styles.letter} aria-hidden="true">
            {value.letter}
          </span>
          <span className={styles.word}>{value.word}</span>
          <h3 className={styles.title}>{value.title}</h3>
          <p className={styles.text}>{value.description}</p>
        </li>
      ))}
    </ol>
  );
}
