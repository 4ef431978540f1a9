export interface HeroVideoPosterSource {
  /** MIME type, e.g. image/avif or image/webp. */
  type: string;
  srcSet: string;
}

export interface HeroVideoPoster {
  /** The fallback image for browsers that take none of `sources`. */
  src: string;
  /** Intrinsic size of `src`, so the browser knows the aspect ratio before it loads. */
  width?: number;
  height?: number;
  srcSet?: string;
  /** Rendered width for choosing a candidate; the hero is full width, so 100vw by default. */
  sizes?: string;
  /** Better formats first, e.g. AVIF then WebP. */
  sources?: HeroVideoPosterSource[];
}

/** The hero's still picture: decorative, loaded eagerly and first, as it is the page's largest paint. */
export function HeroPoster({ poster, className }: { poster: string | HeroVideoPoster; className: string }) {
  const image = typeof poster === 'string' ? { src: poster } : poster;
  const sizes = image.sizes ?? '100vw';
  return (
    <picture>
      {image.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt=""
        aria-hidden="true"
        fetchPriority="high"
        loading="eager"
      />
    </picture>
  );
}
