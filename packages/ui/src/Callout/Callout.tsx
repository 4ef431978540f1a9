import type { ReactNode } from 'react';
import * as styles from './Callout.css';

export interface CalloutProps {
  children: ReactNode;
  /** `brand`: a rule in the brand colour, body size; `note`: a smaller note with an accent rule (data pages). */
  tone?: 'brand' | 'note';
}

/** A short paragraph set apart by a brand rule on a soft ground: a visiting rule, a notice on a page. */
export function Callout({ children, tone = 'brand' }: CalloutProps) {
  return <p className={styles.callout[tone]}>{children}</p>;
}
