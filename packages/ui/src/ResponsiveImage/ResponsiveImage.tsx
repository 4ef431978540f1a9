import type { ImgHTMLAttributes, Ref } from 'react';

/**
 * An image as its owner serves it: one URL, or several widths of it (`srcSet`, e.g. `a.webp 320w, b.webp 640w`)
 * with the intrinsic size of the widest, so the page keeps its place while the image loads.
 */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** A plain URL, or an image with its widths. */
export type ImageInput = string | ImageSource;

export function toImageSource(input: ImageInput): ImageSource {
  return typeof input === 'string' ? { src: input } : input;
}

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'sizes'> {
  image: ImageInput;
  ref?: Ref<HTMLImageElement>;
  /** What the image shows; empty when it only repeats nearby text. */
  alt: string;
  /** How wide the image is drawn, as a media-query list (`(min-width: 64rem) 24rem, 100vw`); used with `srcSet`. */
  sizes?: string;
}

/**
 * An `<img>` that lets the browser pick the width it needs: `srcSet` and `sizes` when the image has widths,
 * `width` and `height` when its size is known, and lazy, asynchronous decoding unless told otherwise.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ResponsiveImageProps) {
  const source = toImageSource(image);
  return (
    <img
      {...rest}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={loading}
      decoding={decoding}
    />
  );
}
