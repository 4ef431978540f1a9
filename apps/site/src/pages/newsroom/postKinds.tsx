import type { Language } from '@company/content';
import { type PostNavigationEntry, VideoEmbed } from '@company/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { SafeHtml } from '../../components/SafeHtml';
import type { SeoProps } from '../../components/Seo';
import { hasEnglish, shownContent, shownTitle } from '../../data/contentLanguage';
import type { NewsArticle } from '../../data/displayReads';
import {
  useNewsArticle,
  useNewsPage,
  useNextNews,
  useNextVideo,
  usePreviousNews,
  usePreviousVideo,
  useVideo,
  useVideoPage,
  videoPoster,
  youtubeThumbnail,
} from '../../data/hooks';
import type { News, NewsNeighbour, PagedRows, Video, VideoNeighbour } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { type ImageSlot, thumbnailImage } from '../../images/storageImages';
import { useNewsArticleSeo } from '../../seo/useNewsArticleSeo';
import { newsDetailPath, videoDetailPath } from './paths';

// ADMIN SLOT: the edit and delete buttons. The module is the admin helper's; it renders nothing for visitors.
const NewsAdminActions = lazy(() => import('../../admin/NewsAdminActions'));

/** What every post of the newsroom has, whatever its kind: its neighbours carry as much. */
export interface PostNeighbour {
  id: number;
  title: string;
  title_en: string | null;
}

/** A post as a list or its page reads it: with its date. */
export type Dated<Post> = Post & { created_at: string };

/** Names the kind's texts: `newsroom:<texts>.loading`, `.list_empty`, `.list_label` and `.empty`. */
export type PostTexts = 'news' | 'youtube';

type PostSeo = Pick<SeoProps, 'description' | 'article' | 'jsonLd' | 'translated'>;

/**
 * One kind of newsroom post (news, videos): how its list and its page read, link and picture it. The list and
 * detail pages are written once over this.
 */
export interface PostKind<
  Neighbour extends PostNeighbour,
  Item extends Dated<Neighbour>,
  Article extends Dated<Neighbour>,
> {
  texts: PostTexts;
  /** Names the kind in the console's warnings: `News 3 could not be loaded`. */
  name: 'News' | 'Video';
  detailPath: (id: number) => string;
  /** A post's picture in a card (`card`) or beside its neighbour's link (`navigation`). */
  picture: (post: Neighbour, slot: Extract<ImageSlot, 'card' | 'navigation'>) => PostPicture;
  usePage: (page: number, pageSize: number, language: Language) => UseQueryResult<PagedRows<Item>, Error>;
  useArticle: (id: number) => UseQueryResult<Article | null, Error>;
  usePrevious: (id: number, language: Language) => UseQueryResult<Neighbour | null, Error>;
  useNext: (id: number, language: Language) => UseQueryResult<Neighbour | null, Error>;
  /** The page's description, sharing and structured data. */
  useSeo: (article: Article | null | undefined) => PostSeo;
  /** The post's body under its title. */
  Body: ComponentType<{ article: Article }>;
  /** Staff's controls on the public page (none for visitors). */
  actions?: (id: number) => ReactNode;
}

export type PostPicture = Pick<PostNavigationEntry, 'thumbnail' | 'fallbackThumbnail'>;

function NewsBody({ article }: { article: NewsArticle }) {
  const body = shownContent(article, useLanguage());
  return <SafeHtml html={body.text} lang={body.fallback ? body.lang : undefined} />;
}

function VideoBody({ article }: { article: Video }) {
  const { t } = useT();
  const title = shownTitle(article, useLanguage());
  return (
    <VideoEmbed
      videoId={article.video_id}
      title={t('newsroom:youtube.player_title', { title: title.text })}
      probeImage={youtubeThumbnail(article.video_id)}
      poster={videoPoster}
      watchLabel={t('newsroom:youtube.watch_on_youtube')}
      framed
    />
  );
}

export const newsKind: PostKind<NewsNeighbour, News, NewsArticle> = {
  texts: 'news',
  name: 'News',
  detailPath: newsDetailPath,
  picture: (news, slot) => ({ thumbnail: thumbnailImage(news.thumbnail, slot) }),
  usePage: useNewsPage,
  useArticle: useNewsArticle,
  usePrevious: usePreviousNews,
  useNext: useNextNews,
  useSeo: useNewsArticleSeo,
  Body: NewsBody,
  actions: (id) => (
    <Suspense fallback={null}>
      <NewsAdminActions newsId={id} />
    </Suspense>
  ),
};

export const videoKind: PostKind<VideoNeighbour, Video, Video> = {
  texts: 'youtube',
  name: 'Video',
  detailPath: videoDetailPath,
  picture: (video) => ({ thumbnail: youtubeThumbnail(video.video_id), fallbackThumbnail: videoPoster }),
  usePage: useVideoPage,
  useArticle: useVideo,
  usePrevious: usePreviousVideo,
  useNext: useNextVideo,
  useSeo: (video) => (video ? { translated: hasEnglish(video) } : {}),
  Body: VideoBody,
};
