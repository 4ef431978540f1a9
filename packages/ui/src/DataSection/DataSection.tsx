import { type ReactNode, useId } from 'react';
import { Note } from '../Typography';
import * as styles from './DataSection.css';

export interface DataSectionProps {
  title: ReactNode;
  /** A note beside the title: the date the data holds for, its unit. */
  meta?: ReactNode;
  children: ReactNode;
}

/** A titled block of a data page (figures, a table), with its as-of date or unit beside the title. */
export function DataSection({ title, meta, children }: DataSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {meta ? <Note>{meta}</Note> : null}
      </div>
      {children}
    </section>
  );
}
