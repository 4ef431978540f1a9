import type { ReactNode } from 'react';
import * as styles from './ItemList.css';

export interface ItemListRowProps {
  /** The item's day, YYYY-MM-DD. */
  date: string;
  /** Its title, or a link to it. */
  title: ReactNode;
  /** Buttons for the item (edit, delete), each named with the item's title. */
  actions?: ReactNode;
}

/** One row of an ItemList: date, title, then its actions; wraps on narrow screens. */
export function ItemListRow({ date, title, actions }: ItemListRowProps) {
  return (
    <li className={styles.item}>
      <span className={styles.date}>{date}</span>
      <span className={styles.title}>{title}</span>
      <span className={styles.actions}>{actions}</span>
    </li>
  );
}

/** A plain list of dated items with actions, between rules (an editor's list of posts). */
export function ItemList({
  children,
  'aria-label': ariaLabel,
}: {
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <ul aria-label={ariaLabel} className={styles.list}>
      {children}
    </ul>
  );
}
