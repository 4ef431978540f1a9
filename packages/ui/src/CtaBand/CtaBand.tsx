import type { ReactNode } from 'react';
import * as styles from './CtaBand.css';

export interface CtaBandProps {
  /** One sentence that invites the visitor to act. */
  text: ReactNode;
  /** The action: usually a primary ArrowLink. */
  action: ReactNode;
}

/** A closing invitation on the soft brand gradient: a sentence and the one action it asks for. */
export function CtaBand({ text, action }: CtaBandProps) {
  return (
    <div className={styles.band}>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
