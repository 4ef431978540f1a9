import type { PostNavigationEntry } from '@company/ui';
import type { NewsNeighbour, VideoNeighbour } from '../../data/types';
import { type ImageSlot, thumbnailImage } from '../../images/storageImages';
import { newsDetailPath, videoDetailPath } from './paths';

/** What every post of the newsroom has, whatever its kind: its neighbours carry as much. */
export interface PostNeighbour {
  id: number;
  title: string;
  title_en: string | null;
}

/** A post as a list or its page reads it: with its date. */
export type Dated<Post> = Post & { created_at: string; published_at?: string | null };

export type PostPicture = Pick<PostNavigationEntry, 'thumbnail' | 'fallbackThumbnail'>;

/**
 * One kind of newsroom post (news, videos): its texts and how it is linked and pictured. The list page
 * (`PostListPage`) and the post's page (`postPages`) add how they read it; each is written once for both kinds.
 */
export interface PostKind<Neighbour extends PostNeighbour> {
  /** Names the kind's texts: `newsroom:<texts>.loading`, `.list_empty`, `.list_label` and `.empty`. */
  texts: 'news' | 'youtube';
  /** Names the kind in the console's warnings: `News 3 could not be loaded`. */
  name: 'News' | 'Video';
  detailPath: (id: number) => string;
  /** A post's picture in a card (`card`) or beside its neighbour's link (`navigation`). */
  picture: (post: Neighbour, slot: Extract<ImageSlot, 'card' | 'navigation'>) => PostPicture;
}

export const newsPosts: PostKind<NewsNeighbour> = {
  texts: 'news',
  name: 'News',
  detailPath: newsDetailPath,
  picture: (news, slot) => ({ thumbnail: thumbnailImage(news.thumbnail, slot) }),
};

export const videoPosts: PostKind<VideoNeighbour> = {
  texts: 'youtube',
  name: 'Video',
  detailPath: videoDetailPath,
  picture: (video) => ({ thumbnail: youtubeThumbnail(video.video_id), fallbackThumbnail: videoPoster }),
};

/**
 * The site's own video poster (the hero film's still, 16:9): shown for a video whose YouTube still or player
 * cannot load.
 */
export const videoPoster = {
  src: '/media/hero-poster-960.webp',
  srcSet: '/media/hero-poster-640.webp 640w, /media/hero-poster-960.webp 960w',
  width: 960,
  height: 540,
} as const;

/** Thumbnail of a YouTube video: the hqdefault image from YouTube's image host. */
export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}
