import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './FormGrid.css';

export interface FormGridProps {
  children: ReactNode;
  /** `reading` (the default) keeps lines at a readable width; `full` takes its container's. */
  measure?: 'reading' | 'full';
  className?: string;
}

export interface FormGridItemProps {
  /** `half` shares a row with a neighbour from tablet width on; `full` takes the whole row. */
  span?: 'half' | 'full';
  children: ReactNode;
}

/** A form's fields laid out in one column on phones and two from tablet width on. */
export function FormGrid({ children, measure = 'reading', className }: FormGridProps) {
  return <div className={clsx(styles.grid, styles.measure[measure], className)}>{children}</div>;
}

/** One cell of a FormGrid. */
export function FormGridItem({ span = 'half', children }: FormGridItemProps) {
  return <div className={styles.span[span]}>{children}</div>;
}
