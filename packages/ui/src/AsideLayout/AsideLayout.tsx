import type { ReactNode } from 'react';
import * as styles from './AsideLayout.css';

export interface AsideLayoutProps {
  /** The wide column (a map, a figure). */
  main: ReactNode;
  /** The narrow column beside it on desktop, under it on smaller screens (a contact card). */
  aside: ReactNode;
}

/** A wide block with a narrow companion: side by side (7:4) on desktop, stacked below. */
export function AsideLayout({ main, aside }: AsideLayoutProps) {
  return (
    <div className={styles.layout}>
      {main}
      {aside}
    </div>
  );
}
