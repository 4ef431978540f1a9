import type { ReactNode } from 'react';
import * as styles from './Typography.css';

interface TextProps {
  children: ReactNode;
  /** The language of the text, when it differs from the page's. */
  lang?: string;
  /** Hides a visual duplicate of text that assistive technology already reads elsewhere (a table's caption). */
  'aria-hidden'?: boolean | 'true';
  className?: string;
}

function join(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** A small uppercase label above a heading (a category, the English name of a Korean title). */
export function Eyebrow({ children, lang, className }: TextProps) {
  return (
    <p lang={lang} className={join(styles.eyebrow, className)}>
      {children}
    </p>
  );
}

export interface LeadProps extends TextProps {
  /** `section`: the lead beside a section heading; `statement`: the larger lead of a page's statement. */
  size?: 'section' | 'statement';
}

/** The paragraph that introduces a section or a page, in the secondary text colour. */
export function Lead({ children, lang, className, size = 'section' }: LeadProps) {
  return (
    <p lang={lang} className={join(styles.lead[size], className)}>
      {children}
    </p>
  );
}

/** A quiet small note (data date, footnote) under a block. */
export function Note({ children, lang, className, 'aria-hidden': ariaHidden }: TextProps) {
  return (
    <p lang={lang} aria-hidden={ariaHidden} className={join(styles.note, className)}>
      {children}
    </p>
  );
}

/** A running number such as 01, 02 before a title; hidden from assistive technology, which counts itself. */
export function ItemIndex({ index, className }: { index: number; className?: string }) {
  return (
    <span className={join(styles.itemIndex, className)} aria-hidden="true">
      {String(index).padStart(2, '0')}
    </span>
  );
}
