import type { ReactNode } from 'react';
import * as styles from './ir.css';

interface IrSectionProps {
  id: string;
  title: string;
  /** A note beside the title (as-of date, unit). */
  meta?: ReactNode;
  children: ReactNode;
}

/** A titled block of an IR page (h2 with a thin rule under it). */
export function IrSection({ id, title, meta, children }: IrSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </div>
      {children}
    </section>
  );
}
