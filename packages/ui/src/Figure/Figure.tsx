import type { ReactNode } from 'react';
import * as styles from './Figure.css';

export interface FigureProps {
  src: string;
  /** What the image shows, for those who cannot see it. */
  alt: string;
  /** Intrinsic size, so the page does not shift while the image loads. */
  width: number;
  height: number;
  caption?: ReactNode;
  /** `full` fills the column; `wide` is centred and at most 48rem wide. */
  size?: 'full' | 'wide';
  /** Images above the fold load eagerly. */
  eager?: boolean;
  className?: string;
}

/** A framed illustration with its intrinsic size and alt text, and an optional caption. */
export function Figure({ src, alt, width, height, caption, size = 'full', eager, className }: FigureProps) {
  const classes = [styles.figure, size === 'wide' ? styles.wide : undefined, className].filter(Boolean);
  return (
    <figure className={classes.join(' ')}>
      <img
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
