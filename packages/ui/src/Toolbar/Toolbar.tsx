import type { ReactNode } from 'react';
import * as styles from './Toolbar.css';

export interface ToolbarProps {
  /** Usually a count on the start side and a search or filter on the end side. */
  children: ReactNode;
}

/** A row above a list: its items pushed to both ends, wrapping on small screens. */
export function Toolbar({ children }: ToolbarProps) {
  return <div className={styles.toolbar}>{children}</div>;
}
