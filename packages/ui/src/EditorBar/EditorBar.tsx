import type { ReactNode } from 'react';
import * as styles from './EditorBar.css';

export interface EditorBarProps {
  /** Names the bar for assistive technology, e.g. 편집 상태와 저장. */
  label: string;
  /** What the editor says of its work: the save state, the connection, a conflict, a schedule (announced politely). */
  status: ReactNode;
  /** What can be done: preview, save, schedule, publish (buttons or links). */
  actions: ReactNode;
}

/**
 * The bar at the top of an editor that stays in view while the person scrolls and types (under the admin
 * shell's bar): its state on one side, its actions on the other; on a phone they wrap onto two lines.
 */
export function EditorBar({ label, status, actions }: EditorBarProps) {
  return (
    <section aria-label={label} className={styles.bar}>
      <div className={styles.status} aria-live="polite">
        {status}
      </div>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
