import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { type ImageInput, ResponsiveImage } from '../ResponsiveImage';
import * as styles from './VideoEmbed.css';

/** YouTube's privacy-enhanced host: no cookies until the visitor plays the video. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** The player's shape: 16:9 at every width. */
export const VIDEO_EMBED_ASPECT_RATIO = '16 / 9';

export interface VideoEmbedProps {
  /** The YouTube video id (the `v=` part of a watch URL). */
  videoId: string;
  /** The frame's accessible title, usually the video's title. */
  title: string;
  /** Rounded corners (a video as a post's body). */
  framed?: boolean;
  /**
   * An image served by the player's own hosts (the video's still): when it cannot load, the player cannot
   * either, and the fallback shows instead of the browser's error page. Without it the player always shows.
   */
  probeImage?: string;
  /** The owner's poster, shown when the player cannot load. */
  poster?: ImageInput;
  /** The link shown on the poster when the player cannot load, e.g. "YouTube에서 보기". */
  watchLabel?: string;
  className?: string;
}

/** The embed address for a video id on the privacy-enhanced host, with no autoplay. */
export function youtubeEmbedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}`;
}

/** The video's own page on YouTube. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** Whether the probe image loaded: `undefined` while unknown (and on the server), then true or false. */
function useProbe(src: string | undefined): boolean | undefined {
  const [state, setState] = useState<{ src: string; ok: boolean } | undefined>(undefined);
  useEffect(() => {
    if (!src) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live) setState({ src, ok: image.naturalWidth > 0 });
    };
    image.onerror = () => {
      if (live) setState({ src, ok: false });
    };
    image.src = src;
    return () => {
      live = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [src]);
  return state && state.src === src ? state.ok : undefined;
}

/**
 * A YouTube player: full width, 16:9 at every width, never autoplaying, loaded lazily. Given a probe image,
 * a poster and a label, a player whose hosts cannot be reached is replaced by the poster with a link to
 * watch the video on YouTube.
 */
export function VideoEmbed({
  videoId,
  title,
  framed = false,
  probeImage,
  poster,
  watchLabel,
  className,
}: VideoEmbedProps) {
  const reachable = useProbe(poster && watchLabel ? probeImage : undefined);
  const classes = clsx(styles.frame, framed ? styles.framed : undefined, className);
  if (reachable === false && poster && watchLabel) {
    return (
      <div className={`${classes} ${styles.fallback}`} data-player-fallback="">
        <ResponsiveImage
          className={styles.poster}
          image={poster}
          alt=""
          sizes="(min-width: 64rem) 60rem, 100vw"
        />
        <a className={styles.watch} href={youtubeWatchUrl(videoId)}>
          <span className={styles.playMark} aria-hidden="true">
            <svg viewBox="0 0 24 24" className={styles.playIcon} aria-hidden="true">
              <path d="M8 5.5v13l11-6.5z" />
            </svg>
          </span>
          <span className={styles.watchText}>{watchLabel}</span>
          <span className={styles.hidden}>{` (${title})`}</span>
        </a>
      </div>
    );
  }
  return (
    <iframe
      src={youtubeEmbedUrl(videoId)}
      title={title}
      width="100%"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      className={classes}
    />
  );
}
