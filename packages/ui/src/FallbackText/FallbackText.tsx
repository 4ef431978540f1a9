import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { LanguageBadge } from '../LanguageBadge';
import * as styles from './FallbackText.css';

export interface FallbackTextProps {
  /** The text, in a language other than the page's (e.g. a Korean title on an English page). */
  children: ReactNode;
  /** The text's language, e.g. "ko": screen readers and hyphenation follow it. */
  lang: string;
  /** A short note in the page's language beside the text, e.g. "Korean only". */
  note?: ReactNode;
  className?: string;
}

/**
 * A text shown in place of a missing translation: marked with its own language, with a small note in the
 * page's language saying so. Inline, so it fits in titles, links and list rows.
 */
export function FallbackText({ children, lang, note, className }: FallbackTextProps) {
  return (
    <span className={clsx(styles.root, className)}>
      <span lang={lang}>{children}</span>
      {note ? (
        <>
          {' '}
          <LanguageBadge className={styles.note}>{note}</LanguageBadge>
        </>
      ) : null}
    </span>
  );
}
