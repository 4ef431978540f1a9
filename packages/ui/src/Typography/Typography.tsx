import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Typography.css';

interface TextProps {
  children: ReactNode;
  /** The language of the text, when it differs from the page's. */
  lang?: string;
  /** Hides a visual duplicate of text that assistive technology already reads elsewhere (a table's caption). */
  'aria-hidden'?: boolean | 'true';
  /** Announces changes of a live count or status politely. */
  'aria-live'?: 'polite';
  className?: string;
}

/** A small uppercase label above a heading (a category, the English name of a Korean title). */
export function Eyebrow({ children, lang, className }: TextProps) {
  return (
    <p lang={lang} className={clsx(styles.eyebrow, className)}>
      {children}
    </p>
  );
}

export interface LeadProps extends TextProps {
  /**
   * `section`: the lead beside a section heading; `statement`: the larger lead of a page's statement;
   * `report`: the bold opening line of a data page (investor relations).
   */
  size?: 'section' | 'statement' | 'report';
}

/** The paragraph that introduces a section or a page, in the secondary text colour. */
export function Lead({ children, lang, className, size = 'section' }: LeadProps) {
  return (
    <p lang={lang} className={clsx(styles.lead[size], className)}>
      {children}
    </p>
  );
}

/** A quiet small note (data date, footnote) under a block. */
export function Note({
  children,
  lang,
  className,
  'aria-hidden': ariaHidden,
  'aria-live': ariaLive,
}: TextProps) {
  return (
    <p lang={lang} aria-hidden={ariaHidden} aria-live={ariaLive} className={clsx(styles.note, className)}>
      {children}
    </p>
  );
}

/** A running number such as 01, 02 before a title; hidden from assistive technology, which counts itself. */
export function ItemIndex({ index, className }: { index: number; className?: string }) {
  return (
    <span className={clsx(styles.itemIndex, className)} aria-hidden="true">
      {String(index).padStart(2, '0')}
    </span>
  );
}

/** A figure or date that lines up in columns and never breaks (table cells, dates). */
export function Numeric({ children, dateTime }: { children: ReactNode; dateTime?: string }) {
  return dateTime ? (
    <time className={styles.numeric} dateTime={dateTime}>
      {children}
    </time>
  ) : (
    <span className={styles.numeric}>{children}</span>
  );
}
