import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import { type ImageInput, ResponsiveImage, useImageFailed } from '../ResponsiveImage';
import * as styles from './PostNavigation.css';

export interface PostNavigationEntry {
  /** The neighbour's title: text, or a marked-up text such as a FallbackText. */
  title: ReactNode;
  href: string;
  /** Thumbnail: a URL (for videos: the video's still image), or its widths (`srcSet`) and size. */
  thumbnail?: ImageInput | null;
  /** Shown instead when the thumbnail cannot load (e.g. the owner's own poster for a video). */
  fallbackThumbnail?: ImageInput | null;
  /** Alt text of the thumbnail; empty by default because the title follows it. */
  thumbnailAlt?: string;
}

export interface PostNavigationProps {
  /** The neighbour with the next lower id, or nothing. */
  previous?: PostNavigationEntry | null;
  /** The neighbour with the next higher id, or nothing. */
  next?: PostNavigationEntry | null;
  /** Label of the previous entry, e.g. [이전글] or Previous. */
  previousLabel: ReactNode;
  /** Label of the next entry, e.g. [다음글] or Next. */
  nextLabel: ReactNode;
  /** Names the navigation landmark, e.g. 이전글/다음글. */
  ariaLabel: string;
  /** Shown in place of a missing neighbour; a dash by default. */
  missingText?: ReactNode;
  renderLink?: LinkRenderer;
  className?: string;
}

/** The thumbnail is drawn 6rem wide at every width. */
const POST_NAVIGATION_THUMBNAIL_SIZES = '6rem';

function Entry({
  label,
  entry,
  missingText,
  renderLink,
  className,
}: {
  label: ReactNode;
  entry: PostNavigationEntry | null | undefined;
  missingText: ReactNode;
  renderLink: LinkRenderer;
  className?: string;
}) {
  const thumbnailState = useImageFailed(entry?.fallbackThumbnail ? entry.thumbnail : null);
  const thumbnail =
    thumbnailState.failed && entry?.fallbackThumbnail ? entry.fallbackThumbnail : entry?.thumbnail;
  return (
    <li className={clsx(styles.item, className)}>
      <span className={styles.label}>{label}</span>
      {entry ? (
        <>
          {thumbnail ? (
            <ResponsiveImage
              key={thumbnailState.failed ? 'fallback' : 'thumbnail'}
              ref={thumbnailState.failed ? undefined : thumbnailState.ref}
              onError={thumbnailState.failed ? undefined : thumbnailState.onError}
              className={styles.thumbnail}
              image={thumbnail}
              alt={entry.thumbnailAlt ?? ''}
              sizes={POST_NAVIGATION_THUMBNAIL_SIZES}
            />
          ) : (
            <span className={styles.thumbnail} aria-hidden="true" />
          )}
          <span className={styles.title}>
            {renderLink({ href: entry.href, className: styles.link, children: entry.title })}
          </span>
        </>
      ) : (
        <span className={styles.missing}>{missingText}</span>
      )}
    </li>
  );
}

/** Previous and next posts under a detail page: each with its thumbnail and title, or a dash. */
export function PostNavigation({
  previous,
  next,
  previousLabel,
  nextLabel,
  ariaLabel,
  missingText = '-',
  renderLink = defaultRenderLink,
  className,
}: PostNavigationProps) {
  return (
    <nav aria-label={ariaLabel} className={className}>
      <ul className={styles.list}>
        <Entry label={previousLabel} entry={previous} missingText={missingText} renderLink={renderLink} />
        <Entry
          label={nextLabel}
          entry={next}
          missingText={missingText}
          renderLink={renderLink}
          className={styles.next}
        />
      </ul>
    </nav>
  );
}
