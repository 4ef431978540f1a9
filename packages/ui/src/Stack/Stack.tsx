import type { ReactNode } from 'react';
import * as styles from './Stack.css';

export interface StackProps {
  children: ReactNode;
  /** `page`: wide gaps between a page's blocks; `list`: a list page's parts; `section`: within one block. */
  gap?: 'page' | 'list' | 'section';
}

/** A single column of blocks with even gaps; children never overflow it sideways. */
export function Stack({ children, gap = 'page' }: StackProps) {
  return <div className={styles.stack[gap]}>{children}</div>;
}
