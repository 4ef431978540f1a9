import * as styles from './NumberedList.css';

export interface NumberedListProps {
  /** The entries, in order (goals, steps); each a short line. */
  items: readonly string[];
  /** Names the list, if the surrounding heading does not. */
  'aria-label'?: string;
}

/** An ordered list of short lines, each with a large running number, between rules. */
export function NumberedList({ items, 'aria-label': ariaLabel }: NumberedListProps) {
  return (
    <ol aria-label={ariaLabel} className={styles.list}>
      {items.map((item, index) => (
        <li key={item} className={styles.item}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}
