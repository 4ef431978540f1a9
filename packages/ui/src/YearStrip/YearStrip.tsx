import type { ReactNode } from 'react';
import * as styles from './YearStrip.css';

export interface YearStripEntry {
  year: number | string;
  headline: ReactNode;
}

export interface YearStripProps {
  /** The years in the order to show them (oldest first reads left to right). */
  years: readonly YearStripEntry[];
  /** Names the list, e.g. "연도별 요약". */
  label: string;
}

/** Years at a glance: a row of large years, each with its one-line headline; wraps on small screens. */
export function YearStrip({ years, label }: YearStripProps) {
  return (
    <ol className={styles.strip} aria-label={label}>
      {years.map((entry) => (
        <li key={entry.year} className={styles.item}>
          <span className={styles.year}>{entry.year}</span>
          <span className={styles.headline}>{entry.headline}</span>
        </li>
      ))}
    </ol>
  );
}
