import * as styles from './VideoEmbed.css';

/** YouTube's privacy-enhanced host: no cookies until the visitor plays the video. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** The spec's player height in px (the width is always 100 %). */
export const VIDEO_EMBED_HEIGHT = 500;

export interface VideoEmbedProps {
  /** The YouTube video id (the `v=` part of a watch URL). */
  videoId: string;
  /** The frame's accessible title, usually the video's title. */
  title: string;
  /** Player height in px; 500 by default. */
  height?: number;
  /** Rounded corners (a video as a post's body). */
  framed?: boolean;
  className?: string;
}

/** The embed address for a video id on the privacy-enhanced host, with no autoplay. */
export function youtubeEmbedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}`;
}

/** A YouTube player: full width, 500 px high, never autoplaying, loaded lazily. */
export function VideoEmbed({
  videoId,
  title,
  height = VIDEO_EMBED_HEIGHT,
  framed = false,
  className,
}: VideoEmbedProps) {
  return (
    <iframe
      src={youtubeEmbedUrl(videoId)}
      title={title}
      width="100%"
      height={height}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      className={[styles.frame, framed ? styles.framed : undefined, className].filter(Boolean).join(' ')}
    />
  );
}
