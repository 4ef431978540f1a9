import type { Language } from '@company/content';
import { VideoEmbed } from '@company/ui';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { SafeHtml } from '../../components/SafeHtml';
import type { SeoProps } from '../../components/Seo';
import { hasEnglish, shownContent, shownTitle } from '../../data/contentLanguage';
import type { NewsArticle } from '../../data/displayReads';
import { type SiteQueryOptions, siteQueries } from '../../data/queries';
import type { NewsNeighbour, Video, VideoNeighbour } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { useNewsArticleSeo } from '../../seo/useNewsArticleSeo';
import {
  type Dated,
  newsPosts,
  type PostKind,
  type PostNeighbour,
  videoPoster,
  videoPosts,
  youtubeThumbnail,
} from './postKinds';

// ADMIN SLOT: the edit and delete buttons. The module is the admin helper's; it renders nothing for visitors.
const NewsAdminActions = lazy(() => import('../../admin/NewsAdminActions'));

/** A kind of post as its own page reads and shows it (the public page and the staff's preview). */
export interface PostPageKind<Neighbour extends PostNeighbour, Article extends Dated<Neighbour>>
  extends PostKind<Neighbour> {
  article: (id: number) => SiteQueryOptions<Article | null>;
  /** The post before or after it, among those a page of the language lists. */
  neighbour: (
    direction: 'previous' | 'next',
    id: number,
    language: Language,
  ) => SiteQueryOptions<Neighbour | null>;
  /** The page's description, sharing and structured data. */
  useSeo: (
    article: Article | null | undefined,
  ) => Pick<SeoProps, 'description' | 'article' | 'jsonLd' | 'translated'>;
  /** The post's body under its title. */
  Body: ComponentType<{ article: Article }>;
  /** Staff's controls on the public page (none for visitors). */
  actions?: (id: number) => ReactNode;
}

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

export const newsPage: PostPageKind<NewsNeighbour, NewsArticle> = {
  ...newsPosts,
  article: siteQueries.newsArticle,
  neighbour: (direction, id, language) => siteQueries.neighbour('news', direction, id, language),
  useSeo: useNewsArticleSeo,
  Body: NewsBody,
  actions: (id) => (
    <Suspense fallback={null}>
      <NewsAdminActions newsId={id} />
    </Suspense>
  ),
};

export const videoPage: PostPageKind<VideoNeighbour, Video> = {
  ...videoPosts,
  article: siteQueries.video,
  neighbour: (direction, id, language) => siteQueries.neighbour('youtube', direction, id, language),
  useSeo: (video) => (video ? { translated: hasEnglish(video) } : {}),
  Body: VideoBody,
};

/** Reads a post's page shows: the post and its neighbours (the page's `reads`, for the server's render). */
export function prefetchPostPage<N extends PostNeighbour, A extends Dated<N>>(
  kind: PostPageKind<N, A>,
  id: number,
  language: Language,
  client: QueryClient,
): Promise<void>[] {
  return [
    client.prefetchQuery(kind.article(id)),
    client.prefetchQuery(kind.neighbour('previous', id, language)),
    client.prefetchQuery(kind.neighbour('next', id, language)),
  ];
}
