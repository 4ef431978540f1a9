import type { ReactNode } from 'react';
import * as styles from './ComparisonBars.css';

export interface ComparisonBar {
  id: string;
  /** What the bar stands for, with its value in words (the bar itself is hidden from assistive technology). */
  label: ReactNode;
  /** Where the bar starts and ends on the scale, in the scale's units. */
  from: number;
  to: number;
  /** Drawn in the brand gradient: the product being compared. */
  highlight?: boolean;
}

export interface ComparisonBarsProps {
  bars: readonly ComparisonBar[];
  /** The end of the scale (its start is 0). */
  max: number;
  /** Tick values printed under the bars; none by default. */
  ticks?: readonly number[];
  /** A line under the bars (a footnote). */
  note?: ReactNode;
}

function percent(value: number, max: number): string {
  return `${(value / max) * 100}%`;
}

/**
 * Ranges or amounts compared as horizontal bars on one scale, for a dark card (ClaimCard). Each label carries
 * the value in words; the bars and ticks only show it.
 */
export function ComparisonBars({ bars, max, ticks = [], note }: ComparisonBarsProps) {
  if (max <= 0) throw new Error(`ComparisonBars needs a positive max, got ${max}`);
  return (
    <>
      <ul className={styles.bars}>
        {bars.map((bar) => (
          <li key={bar.id} className={styles.row}>
            <span className={styles.label}>{bar.label}</span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={bar.highlight ? styles.fillHighlight : styles.fill}
                style={{ left: percent(bar.from, max), width: percent(bar.to - bar.from, max) }}
              />
            </span>
          </li>
        ))}
      </ul>
      {ticks.length > 0 ? (
        <div className={styles.axis} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick}>{tick}</span>
          ))}
        </div>
      ) : null}
      {note ? <p className={styles.label}>{note}</p> : null}
    </>
  );
}
