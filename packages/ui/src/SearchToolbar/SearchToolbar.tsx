import type { ReactNode } from 'react';
import * as styles from './SearchToolbar.css';

export interface SearchToolbarProps {
  /** The search field, usually a SearchBox. */
  search: ReactNode;
  /** The result count, announced politely when it changes (e.g. "12건"). */
  status: ReactNode;
}

/** A search field with its live result count beside it (under it on mobile). */
export function SearchToolbar({ search, status }: SearchToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>{search}</div>
      <p className={styles.count} role="status">
        {status}
      </p>
    </div>
  );
}
