import type { ReactNode } from 'react';
import * as styles from './FigureGrid.css';

export interface FigureTile {
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** A unit after the value, in the label's size (e.g. "억 원"); % follows the value without a space. */
  unit?: string;
  /** Colours a change and marks it ▲ or ▼ (the mark is decoration; say the direction in the value). */
  trend?: 'up' | 'down' | 'flat';
}

export interface FigureGridProps {
  figures: readonly FigureTile[];
}

const marks = { up: '▲', down: '▼', flat: '' } as const;

/** Units set against the figure (14%); any other follows a no-break space (1,280 KRW 100 million). */
function closedUp(unit: string): boolean {
  return /^[%‰]/.test(unit);
}

/** Figures as a grid of label/value tiles between thin rules (a share price, performance highlights). */
export function FigureGrid({ figures }: FigureGridProps) {
  return (
    <dl className={styles.grid}>
      {figures.map((figure) => (
        <div key={figure.id} className={styles.tile}>
          <dd className={[styles.value, figure.trend ? styles.trend[figure.trend] : ''].join(' ')}>
            {figure.trend && figure.trend !== 'flat' ? (
              <span aria-hidden="true">{marks[figure.trend]} </span>
            ) : null}
            {figure.value}
            {figure.unit ? (
              <span className={styles.label}>
                {closedUp(figure.unit) ? figure.unit : `\u00a0${figure.unit}`}
              </span>
            ) : null}
          </dd>
          <dt className={styles.label}>{figure.label}</dt>
        </div>
      ))}
    </dl>
  );
}
