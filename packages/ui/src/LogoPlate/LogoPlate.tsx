import type { ReactNode } from 'react';
import * as styles from './LogoPlate.css';

export interface LogoPlateProps {
  src: string;
  /** What the logo says, e.g. "회사 로고". */
  alt: string;
  /** Intrinsic size of the logo image. */
  width: number;
  height: number;
  /** `light`: the logo as drawn, on a gridded plate; `dark`: the logo in white on the brand gradient. */
  tone?: 'light' | 'dark';
  caption: ReactNode;
}

/** A logo shown on its plate, with a caption naming the ground (for CI pages). */
export function LogoPlate({ src, alt, width, height, tone = 'light', caption }: LogoPlateProps) {
  const dark = tone === 'dark';
  return (
    <figure className={styles.figure}>
      <div className={dark ? styles.plateDark : styles.plate}>
        <img
          className={dark ? styles.logoInverse : styles.logo}
          src={src}
          alt={alt}
          width={width}
          height={height}
        />
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

/** Logo plates side by side on wider screens. */
export function LogoPlates({ children }: { children: ReactNode }) {
  return <div className={styles.plates}>{children}</div>;
}
