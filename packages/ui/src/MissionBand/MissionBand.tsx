import type { ReactNode } from 'react';
import * as styles from './MissionBand.css';

export interface MissionStatement {
  id: string;
  /** What the statement is (미션, 비전). */
  label: ReactNode;
  text: ReactNode;
}

export interface MissionBandProps {
  /** Usually two: the mission and the vision. */
  statements: readonly MissionStatement[];
}

/** The company's guiding statements, large and side by side on the brand gradient. */
export function MissionBand({ statements }: MissionBandProps) {
  return (
    <dl className={styles.band}>
      {statements.map((statement) => (
        <div key={statement.id} className={styles.item}>
          <dt className={styles.label}>{statement.label}</dt>
          <dd className={styles.text}>{statement.text}</dd>
        </div>
      ))}
    </dl>
  );
}
