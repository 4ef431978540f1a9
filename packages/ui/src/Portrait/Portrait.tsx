import { clsx } from 'clsx';
import { type ImageInput, ResponsiveImage, useImageFailed } from '../ResponsiveImage';
import * as styles from './Portrait.css';

export interface PortraitProps {
  /** The person's name; its first letter is the monogram shown when there is no picture. */
  name: string;
  /** The picture; without one, or when it cannot load, a monogram on the brand gradient. */
  image?: ImageInput | null;
  /** What the picture shows; empty (the default) when the name is read beside it. */
  alt?: string;
  /** `round`: a circle beside a name (4.5 rem); `frame`: an upright 4:5 frame (a letter's author). */
  shape?: 'round' | 'frame';
  className?: string;
}

/** A person's portrait slot: their picture, or a designed monogram of their name in its place. */
export function Portrait({ name, image, alt = '', shape = 'round', className }: PortraitProps) {
  const state = useImageFailed(image);
  const classes = clsx(shape === 'frame' ? styles.frame : styles.round, className);
  if (image && !state.failed) {
    return (
      <ResponsiveImage
        ref={state.ref}
        onError={state.onError}
        className={`${classes} ${styles.image}`}
        image={image}
        alt={alt}
        sizes={shape === 'frame' ? '16rem' : '4.5rem'}
        data-portrait="image"
      />
    );
  }
  return (
    <span className={`${classes} ${styles.monogram}`} aria-hidden="true" data-portrait="monogram">
      <span className={styles.letter}>{Array.from(name.trim())[0] ?? ''}</span>
    </span>
  );
}
