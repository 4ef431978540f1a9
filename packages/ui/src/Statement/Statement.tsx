import { type ReactNode, useId } from 'react';
import { Prose } from '../Prose';
import { Eyebrow, Lead } from '../Typography';
import * as styles from './Statement.css';

export interface StatementProps {
  /** A small label above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The larger lead beside the title on wide screens. */
  lead?: ReactNode;
  /** More paragraphs or links under the lead. */
  children?: ReactNode;
}

/** The opening statement of a page, right under the hero: a large h2 and its lead. */
export function Statement({ eyebrow, title, lead, children }: StatementProps) {
  const headingId = useId();
  const hasBody = Boolean(lead || children);
  return (
    <section aria-labelledby={headingId} className={hasBody ? styles.statement : styles.statementSolo}>
      <div className={styles.headingGroup}>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      </div>
      {hasBody ? (
        <Prose>
          {lead ? <Lead size="statement">{lead}</Lead> : null}
          {children}
        </Prose>
      ) : null}
    </section>
  );
}
