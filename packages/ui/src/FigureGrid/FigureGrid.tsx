import type { ReactNode } from 'react';
import * as styles from './FigureGrid.css';

export interface FigureTile {
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** A unit after the value, in the label's size (e.g. "억 원"). */
  unit?: string;
  /** Colours a change and marks it ▲ or ▼ (the mark is decoration; say the direction in the value). */
  trend?: 'up' | 'down' | 'flat';
}

export interface FigureGridProps {
  figures: readonly FigureTile[];
}

const marks = { up: '▲', down: '▼', flat: '' } as const;

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
            {figure.unit ? <span className={styles.label}> {figure.unit}</span> : null}
          </dd>
          <dt className={styles.label}>{figure.label}</dt>
        </div>
      ))}
    </dl>
  );
}
