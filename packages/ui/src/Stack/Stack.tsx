import type { ReactNode } from 'react';
import * as styles from './Stack.css';

export interface StackProps {
  children: ReactNode;
  /** `page`: wide gaps between a page's blocks; `section`: tighter gaps within one block. */
  gap?: 'page' | 'section';
}

/** A single column of blocks with even gaps; children never overflow it sideways. */
export function Stack({ children, gap = 'page' }: StackProps) {
  return <div className={styles.stack[gap]}>{children}</div>;
}
