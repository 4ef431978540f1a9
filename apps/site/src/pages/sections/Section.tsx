import { type ReactNode, useId } from 'react';
import * as styles from './sections.css';

interface SectionProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** An anchor for in-page links. */
  id?: string;
  /** No rule above (the first section under the page hero). */
  bare?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A titled section of a content page: its h2 names the region for assistive technology. */
export function Section({ title, eyebrow, lead, id, bare, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[bare ? styles.sectionBare : styles.section, className].filter(Boolean).join(' ')}
    >
      <header className={styles.sectionHeader}>
        <div className={styles.headingGroup}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
        </div>
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

interface StatementProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The opening statement of a page, right under the hero: a large h2 and its lead. */
export function Statement({ eyebrow, title, lead, children }: StatementProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={lead || children ? styles.statement : styles.statementSolo}
    >
      <div className={styles.headingGroup}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={headingId} className={styles.statementTitle}>
          {title}
        </h2>
      </div>
      {lead || children ? (
        <div className={styles.prose}>
          {lead ? <p className={styles.statementLead}>{lead}</p> : null}
          {children}
        </div>
      ) : null}
    </section>
  );
}
