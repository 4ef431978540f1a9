import { type ReactNode, useId } from 'react';
import * as styles from './ReportBand.css';

export interface ReportBandProps {
  title: ReactNode;
  /** A paragraph of text, or links to the report. */
  children: ReactNode;
}

/** A titled note on the soft gradient that closes a page (the sustainability report, a publication). */
export function ReportBand({ title, children }: ReportBandProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </section>
  );
}
