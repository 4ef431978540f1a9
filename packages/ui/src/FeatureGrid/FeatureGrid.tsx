import type { ReactNode } from 'react';
import { ItemIndex } from '../Typography';
import * as styles from './FeatureGrid.css';

export interface FeatureGridItem {
  /** A stable key for the item. */
  id: string;
  title: ReactNode;
  description: ReactNode;
  /** Extra content under the description (a link, a figure). */
  extra?: ReactNode;
}

export interface FeatureGridProps {
  items: readonly FeatureGridItem[];
  /** Columns on desktop (tablet shows at most two, mobile one). */
  columns?: 1 | 2 | 3 | 4;
  /** Show 01, 02, ... above each title. */
  numbered?: boolean;
  /** Heading level of the item titles, to fit the page outline. */
  headingLevel?: 3 | 4;
  /** Names the list, if the surrounding heading does not. */
  'aria-label'?: string;
}

/** Titled texts as a grid of ruled items: the workhorse of the content pages. */
export function FeatureGrid({
  items,
  columns = 3,
  numbered,
  headingLevel = 3,
  'aria-label': ariaLabel,
}: FeatureGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul aria-label={ariaLabel} className={`${styles.grid} ${styles.columns[columns]}`}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          {numbered ? <ItemIndex index={index + 1} /> : null}
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.description}</p>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}
