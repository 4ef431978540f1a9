import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './FilterBar.css';

export interface FilterBarProps {
  /** Names the filters for assistive technology (a search landmark), e.g. 문의 검색. */
  label: string;
  /** The filters: fields, selects, a search box. */
  children: ReactNode;
  /** Buttons at the end of the bar (e.g. export). */
  actions?: ReactNode;
  className?: string;
}

/** The filters above a list, side by side on wide screens and stacked on phones, with actions at the end. */
export function FilterBar({ label, children, actions, className }: FilterBarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not yet exposed as a landmark by every screen reader
    <div role="search" aria-label={label} className={clsx(styles.bar, className)}>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
