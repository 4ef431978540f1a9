import type { ReactNode } from 'react';
import * as styles from './Toolbar.css';

export interface ToolbarProps {
  /** Usually a count on the start side and a search or filter on the end side. */
  children: ReactNode;
  /** `ruled` draws a strong rule under the row (above a card grid). */
  variant?: 'plain' | 'ruled';
}

/** A row above a list: its items pushed to both ends, wrapping on small screens. */
export function Toolbar({ children, variant = 'plain' }: ToolbarProps) {
  return <div className={styles.toolbar[variant]}>{children}</div>;
}
