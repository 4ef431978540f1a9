import { type ReactNode, useId } from 'react';
import * as styles from './ClaimCard.css';

export interface ClaimCardProps {
  /** What the claim is about, as the card's h2 (e.g. "수명"). */
  label: ReactNode;
  /** The claim itself, set large. */
  headline: ReactNode;
  /** Its evidence: usually ComparisonBars. */
  children?: ReactNode;
}

/** A product claim on a dark card: its topic, the claim, and a small chart that backs it. */
export function ClaimCard({ label, headline, children }: ClaimCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.label}>
        {label}
      </h2>
      <p className={styles.headline}>{headline}</p>
      {children}
    </section>
  );
}

/** Claim cards side by side on desktop. */
export function ClaimCards({ children }: { children: ReactNode }) {
  return <div className={styles.cards}>{children}</div>;
}
