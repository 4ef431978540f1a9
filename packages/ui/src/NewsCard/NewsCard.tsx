import { breakpoints } from '@company/tokens';
import { clsx } from 'clsx';
import type { ElementType, ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import { formatDate10 } from '../NewsPopup/formatDate10';
import { type ImageInput, ResponsiveImage, useImageFailed } from '../ResponsiveImage';
import * as styles from './NewsCard.css';

export interface NewsCardProps {
  /** The title: text, or a marked-up text such as a FallbackText. */
  title: ReactNode;
  /** Where the card leads, e.g. /newsroom/News/12. */
  href: string;
  /** An ISO date-time (a post's publication moment); the card shows its day in Korea (YYYY-MM-DD). */
  date: string;
  /** Thumbnail: a URL, or its widths (`srcSet`) and size; without it the card shows a quiet brand surface. */
  thumbnail?: ImageInput | null;
  /**
   * The owner's own poster, shown with a play mark when the thumbnail cannot load (a video card whose
   * thumbnail host is blocked or down): never the browser's broken-image icon.
   */
  fallbackThumbnail?: ImageInput | null;
  /** Alt text of the thumbnail; empty when the image only repeats the title. */
  thumbnailAlt?: string;
  /**
   * How wide the thumbnail is drawn, for picking among its widths. By default the card grid's: a column of
   * at most 400 px on a desktop, half the screen on a tablet, and the whole screen on a phone.
   */
  thumbnailSizes?: string;
  /** The heading level of the title in the page outline (h3 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Plugs in a router link; a plain anchor by default. */
  renderLink?: LinkRenderer;
  className?: string;
}

/** The card grid: three columns of at most 400 px on a desktop, two on a tablet, one on a phone. */
const NEWS_CARD_SIZES = `(min-width: ${breakpoints.desktop}px) 400px, (min-width: ${breakpoints.tablet}px) 50vw, 100vw`;

/** A news item as a card: thumbnail, title (the link, stretched over the whole card) and date. */
export function NewsCard({
  title,
  href,
  date,
  thumbnail,
  fallbackThumbnail,
  thumbnailAlt = '',
  thumbnailSizes = NEWS_CARD_SIZES,
  headingLevel = 'h3',
  renderLink = defaultRenderLink,
  className,
}: NewsCardProps) {
  const Heading: ElementType = headingLevel;
  const day = formatDate10(date);
  const thumbnailState = useImageFailed(fallbackThumbnail ? thumbnail : null);
  const showFallback = Boolean(fallbackThumbnail) && thumbnailState.failed;
  return (
    <article className={clsx(styles.card, className)}>
      <div className={styles.media}>
        {thumbnail && !showFallback && (
          <ResponsiveImage
            ref={thumbnailState.ref}
            className={styles.image}
            image={thumbnail}
            alt={thumbnailAlt}
            sizes={thumbnailSizes}
            onError={thumbnailState.onError}
          />
        )}
        {showFallback && fallbackThumbnail && (
          <>
            <ResponsiveImage
              className={styles.image}
              image={fallbackThumbnail}
              alt={thumbnailAlt}
              sizes={thumbnailSizes}
              data-fallback=""
            />
            <span className={styles.playMark} aria-hidden="true">
              <svg viewBox="0 0 24 24" className={styles.playIcon} aria-hidden="true">
                <path d="M8 5.5v13l11-6.5z" />
              </svg>
            </span>
          </>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {renderLink({ href, className: styles.link, children: title })}
        </Heading>
        <time className={styles.date} dateTime={day}>
          {day}
        </time>
      </div>
    </article>
  );
}
