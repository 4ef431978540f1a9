import type { ReactNode } from 'react';
import * as styles from './LogoPlate.css';

export interface LogoPlateProps {
  /** The logo as an element (e.g. a `Logo`, drawn in the plate's tone); or give `src` for an image file. */
  logo?: ReactNode;
  src?: string;
  /** What the logo image says, e.g. "회사 로고" (with `src`). */
  alt?: string;
  /** Intrinsic size of the logo image (with `src`). */
  width?: number;
  height?: number;
  /** `light`: the logo as drawn, on a gridded plate; `dark`: the logo in white on the brand gradient. */
  tone?: 'light' | 'dark';
  /**
   * Marks the logo's clear space: a dashed frame half a `lg` Logo's symbol height (1.8 rem) outside the logo,
   * with the measure `x` named at its corner.
   */
  clearSpace?: boolean;
  caption: ReactNode;
}

/** A logo shown on its plate, with a caption naming the ground (for CI pages). */
export function LogoPlate({
  logo,
  src,
  alt = '',
  width,
  height,
  tone = 'light',
  clearSpace = false,
  caption,
}: LogoPlateProps) {
  const dark = tone === 'dark';
  const drawn =
    logo ??
    (src ? (
      <img
        className={dark ? styles.logoInverse : styles.logo}
        src={src}
        alt={alt}
        width={width}
        height={height}
      />
    ) : null);
  return (
    <figure className={styles.figure}>
      <div className={dark ? styles.plateDark : styles.plate}>
        {clearSpace ? (
          <span className={styles.clearSpace} data-clear-space="">
            <span className={styles.clearSpaceMark} aria-hidden="true">
              x
            </span>
            {drawn}
          </span>
        ) : (
          drawn
        )}
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

/** Logo plates side by side on wider screens. */
export function LogoPlates({ children }: { children: ReactNode }) {
  return <div className={styles.plates}>{children}</div>;
}
