import type { ReactNode } from 'react';
import * as styles from './SymbolRow.css';

export interface SymbolRowProps {
  /** The mark as an element (e.g. a `Logo` without logotype), shown on a square tile; or give `src`. */
  symbol?: ReactNode;
  /** The mark's image file, shown on a square tile. */
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
  /** What the mark means: usually a Lead. */
  children: ReactNode;
}

/** A symbol on a square tile beside the text that explains it. */
export function SymbolRow({ symbol, src, alt = '', width, height, children }: SymbolRowProps) {
  return (
    <div className={styles.row}>
      {symbol ? (
        <div className={`${styles.mark} ${styles.markElement}`}>{symbol}</div>
      ) : (
        <img className={styles.mark} src={src} alt={alt} width={width} height={height} />
      )}
      {children}
    </div>
  );
}
