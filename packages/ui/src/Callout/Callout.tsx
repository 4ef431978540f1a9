import type { ReactNode } from 'react';
import * as styles from './Callout.css';

export interface CalloutProps {
  children: ReactNode;
}

/** A short paragraph set apart by a brand rule on a soft ground: a visiting rule, a notice on a page. */
export function Callout({ children }: CalloutProps) {
  return <p className={styles.callout}>{children}</p>;
}
