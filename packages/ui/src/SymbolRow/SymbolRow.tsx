import type { ReactNode } from 'react';
import * as styles from './SymbolRow.css';

export interface SymbolRowProps {
  /** The mark's image, shown on a square tile. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** What the mark means: usually a Lead. */
  children: ReactNode;
}

/** A symbol on a square tile beside the text that explains it. */
export function SymbolRow({ src, alt, width, height, children }: SymbolRowProps) {
  return (
    <div className={styles.row}>
      <img className={styles.mark} src={src} alt={alt} width={width} height={height} />
      {children}
    </div>
  );
}
