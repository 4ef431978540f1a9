import * as styles from './BulletList.css';

export interface BulletListProps {
  /** The points, in order; each is a short sentence. */
  items: readonly string[];
  /** Names the list, if the surrounding heading does not. */
  'aria-label'?: string;
}

/** Points as a list marked with short accent rules instead of dots. */
export function BulletList({ items, 'aria-label': ariaLabel }: BulletListProps) {
  return (
    <ul aria-label={ariaLabel} className={styles.list}>
      {items.map((point) => (
        <li key={point} className={styles.bullet}>
          {point}
        </li>
      ))}
    </ul>
  );
}
