export {
  VIDEO_EMBED_ASPECT_RATIO,
  VideoEmbed,
  type VideoEmbedProps,
  YOUTUBE_EMBED_ORIGIN,
  youtubeEmbedUrl,
  youtubeWatchUrl,
} from './VideoEmbed';
