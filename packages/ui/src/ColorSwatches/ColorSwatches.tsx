import type { ReactNode } from 'react';
import * as styles from './ColorSwatches.css';

export interface ColorSwatch {
  id: string;
  /** The colour's name, e.g. "딥 네이비". */
  label: ReactNode;
  /** The colour itself, as a CSS hex value; shown as written. */
  hex: string;
}

export interface ColorSwatchesProps {
  colors: readonly ColorSwatch[];
  'aria-label'?: string;
}

/** Brand colours as large chips, each with its name and hex value. */
export function ColorSwatches({ colors, 'aria-label': ariaLabel }: ColorSwatchesProps) {
  return (
    <ul aria-label={ariaLabel} className={styles.list}>
      {colors.map((color) => (
        <li key={color.id} className={styles.swatch}>
          {/* The chip shows data (the colour), not a design value, so it is an inline style. */}
          <span className={styles.chip} style={{ background: color.hex }} aria-hidden="true" />
          <span className={styles.body}>
            <span className={styles.label}>{color.label}</span>
            <span className={styles.hex}>{color.hex}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
