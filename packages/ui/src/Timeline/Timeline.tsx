import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Timeline.css';

export interface TimelineEvent {
  id: string;
  /** A month or date shown before the text, e.g. "03" or "2025.03". */
  date?: string;
  text: ReactNode;
}

export interface TimelineYear {
  year: number | string;
  events: TimelineEvent[];
}

export interface TimelineProps {
  /** Years in the order to show them (the history page lists the newest first). */
  years: TimelineYear[];
  /** Accessible name of the list, e.g. "연혁". */
  label: string;
  /** Heading level of each year, so it fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A vertical history: each year a heading with its events, on a rule with markers. */
export function Timeline({ years, label, headingLevel = 3, className }: TimelineProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol aria-label={label} className={clsx(styles.list, className)}>
      {years.map((entry) => (
        <li key={entry.year} className={styles.year}>
          <Heading className={styles.yearHeading}>{entry.year}</Heading>
          <ul className={styles.events}>
            {entry.events.map((event) => (
              <li key={event.id} className={styles.event}>
                {event.date ? <span className={styles.date}>{event.date}</span> : null}
                <span className={styles.text}>{event.text}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** A year's one-line headline, to put as the first event's text. */
export function TimelineHeadline({ children }: { children: ReactNode }) {
  return <strong className={styles.headline}>{children}</strong>;
}
