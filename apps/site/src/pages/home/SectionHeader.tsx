import type { ReactNode } from 'react';
import * as styles from './HomePage.css';

interface SectionHeaderProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  /** Something to the right of the text on wide screens (a link to the full list). */
  aside?: ReactNode;
}

/** The eyebrow, h2 and lead of a home section; `id` names the section (aria-labelledby). */
export function SectionHeader({ id, eyebrow, title, description, aside }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        <p className={styles.eyebrow} aria-hidden="true">
          {eyebrow}
        </p>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {aside}
    </div>
  );
}
