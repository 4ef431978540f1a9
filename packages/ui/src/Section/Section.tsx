import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { Eyebrow, Lead } from '../Typography';
import * as styles from './Section.css';

export interface SectionProps {
  title: ReactNode;
  /** A small label above the title. */
  eyebrow?: ReactNode;
  /** A paragraph beside the title on wide screens, under it on small ones. */
  lead?: ReactNode;
  /** An anchor for in-page links. */
  id?: string;
  /** No rule above (the first section under the page hero). */
  bare?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A titled section of a content page: a rule, its h2 (which names the region) and lead, then its body. */
export function Section({ title, eyebrow, lead, id, bare, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(bare ? styles.sectionBare : styles.section, className)}
    >
      <header className={styles.header}>
        <div className={styles.headingGroup}>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <SectionTitle id={headingId}>{title}</SectionTitle>
        </div>
        {lead ? <Lead>{lead}</Lead> : null}
      </header>
      {children}
    </section>
  );
}

/** The h2 of a section, for blocks that lay their heading out themselves (a band, a row). */
export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.title}>
      {children}
    </h2>
  );
}
