import { type ReactNode, useId } from 'react';
import * as styles from './ProfileCard.css';

export interface ProfileCardProps {
  /** The office held, as the card's heading (e.g. "감사"). */
  label: ReactNode;
  name: ReactNode;
  /** Lines about the person: their role, what they do. */
  lines: readonly string[];
  /** Heading level of the label, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/** One office-holder on a dark card: the office, the name and a few lines. */
export function ProfileCard({ label, name, lines, headingLevel = 3 }: ProfileCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.label}>
        {label}
      </Heading>
      <p className={styles.name}>{name}</p>
      {lines.map((line) => (
        <p key={line} className={styles.text}>
          {line}
        </p>
      ))}
    </section>
  );
}
