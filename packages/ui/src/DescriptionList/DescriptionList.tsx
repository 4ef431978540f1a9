import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  term: ReactNode;
  description: ReactNode;
  /** Keep the text's own line breaks (a message). */
  preformatted?: boolean;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  className?: string;
}

/** Labelled values of one record (term beside value on wide screens, above it on phones). */
export function DescriptionList({ items, className }: DescriptionListProps) {
  return (
    <dl className={clsx(styles.list, className)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list given in order
        <Fragment key={index}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={[styles.description, item.preformatted ? styles.preformatted : ''].join(' ')}>
            {item.description}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
