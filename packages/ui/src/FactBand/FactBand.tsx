import type { ReactNode } from 'react';
import { SectionTitle } from '../Section';
import { Note } from '../Typography';
import * as styles from './FactBand.css';

export interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

export interface FactBandProps {
  title: ReactNode;
  facts: readonly Fact[];
  /** A quiet note under the figures (the date they are valid for). */
  note?: ReactNode;
}

/** Key figures on the soft brand gradient, as a description list: the value large, its label under it. */
export function FactBand({ title, facts, note }: FactBandProps) {
  return (
    <div className={styles.band}>
      <SectionTitle>{title}</SectionTitle>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.id} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {note ? <Note>{note}</Note> : null}
    </div>
  );
}
