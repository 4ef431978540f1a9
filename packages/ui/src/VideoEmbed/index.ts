export {
  VIDEO_EMBED_HEIGHT,
  VideoEmbed,
  type VideoEmbedProps,
  YOUTUBE_EMBED_ORIGIN,
  youtubeEmbedUrl,
} from './VideoEmbed';
