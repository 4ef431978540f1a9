import type { ReactNode } from 'react';
import * as styles from './MediaSplit.css';

export interface MediaSplitProps {
  /** The picture side (a Figure), first on small screens. */
  media: ReactNode;
  children: ReactNode;
  /** `product`: an illustration beside its story (6:5); `diagram`: a diagram beside its parts (7:5). */
  variant?: 'product' | 'diagram';
}

/** A picture beside its text on desktop, above it on smaller screens. */
export function MediaSplit({ media, children, variant = 'product' }: MediaSplitProps) {
  return (
    <div className={styles.split[variant]}>
      {media}
      {children}
    </div>
  );
}
