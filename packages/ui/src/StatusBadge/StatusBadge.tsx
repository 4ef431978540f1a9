import type { ReactNode } from 'react';
import * as styles from './StatusBadge.css';

export type StatusBadgeTone = 'attention' | 'progress' | 'done';

export interface StatusBadgeProps {
  /** `attention` (new, waiting), `progress` (being handled), `done`. */
  tone: StatusBadgeTone;
  /** The status in words: colour is never the only sign. */
  children: ReactNode;
}

/** A short status label with a tone, e.g. 신규 / 처리 중 / 완료. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span className={styles.tone[tone]} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
