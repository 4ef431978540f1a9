import { PostNavigation } from '@company/ui';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { renderAppLink } from '../../components/AppLink';
import { ContentText, ItemTitle } from '../../components/ContentText';
import { PageScaffold } from '../../components/PageScaffold';
import { shownTitle } from '../../data/contentLanguage';
import { postMoment } from '../../data/postDate';
import { useSiteQuery } from '../../data/queryClient';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import type { PageNamespaces, PageProps, PageReads } from '../types';
import { DetailArticle } from './DetailArticle';
import { DetailEmpty, DetailLoading } from './DetailStates';
import { newsListPath, parseRouteId } from './paths';
import type { Dated, PostKind, PostNeighbour } from './postKinds';
import { newsPage, type PostPageKind, prefetchPostPage, videoPage } from './postPages';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['newsroom'];

interface PostArticleViewProps<N extends PostNeighbour, A extends Dated<N>> {
  kind: PostPageKind<N, A>;
  article: A;
  previous?: N | null;
  next?: N | null;
  actions?: ReactNode;
}

/** A post as its page shows it: the public page, and the staff's preview of a draft. */
export function PostArticleView<N extends PostNeighbour, A extends Dated<N>>({
  kind,
  article,
  previous,
  next,
  actions,
}: PostArticleViewProps<N, A>) {
  const { t } = useT();
  const language = useLanguage();
  const entry = (post: N | null | undefined) =>
    post
      ? {
          title: <ItemTitle item={post} />,
          href: kind.detailPath(post.id),
          ...kind.picture(post, 'navigation'),
        }
      : null;
  return (
    <DetailArticle
      createdAt={postMoment(article)}
      title={<ContentText shown={shownTitle(article, language)} />}
      backHref={newsListPath}
      backLabel={t('newsroom:detail.back_to_list')}
      navigation={
        <PostNavigation
          previous={entry(previous)}
          next={entry(next)}
          previousLabel={t('newsroom:detail.previous')}
          nextLabel={t('newsroom:detail.next')}
          ariaLabel={t('newsroom:detail.navigation_label')}
          missingText={t('newsroom:detail.none')}
          renderLink={renderAppLink}
        />
      }
      actions={actions}
    >
      <kind.Body article={article} />
    </DetailArticle>
  );
}

function PostEmpty({ texts }: { texts: PostKind<PostNeighbour>['texts'] }) {
  const { t } = useT();
  return (
    <DetailEmpty
      message={t(`newsroom:${texts}.empty`)}
      backHref={newsListPath}
      backLabel={t('newsroom:detail.back_to_list')}
    />
  );
}

function PostArticle<N extends PostNeighbour, A extends Dated<N>>({
  kind,
  id,
  pageKey,
}: { kind: PostPageKind<N, A>; id: number } & PageProps) {
  const { t } = useT();
  const language = useLanguage();
  const article = useSiteQuery(kind.article(id));
  const previous = useSiteQuery(kind.neighbour('previous', id, language));
  const next = useSiteQuery(kind.neighbour('next', id, language));
  const seo = kind.useSeo(article.data);

  useEffect(() => {
    if (article.error) console.warn(`${kind.name} ${id} could not be loaded:`, article.error.message);
  }, [article.error, kind.name, id]);

  let content: ReactNode;
  if (article.isPending) content = <DetailLoading label={t('newsroom:detail.loading')} />;
  else if (!article.data) content = <PostEmpty texts={kind.texts} />;
  else
    content = (
      <PostArticleView
        kind={kind}
        article={article.data}
        previous={previous.data}
        next={next.data}
        actions={kind.actions?.(id)}
      />
    );
  return (
    <PageScaffold
      pageKey={pageKey}
      narrow
      documentTitle={article.data ? shownTitle(article.data, language).text : undefined}
      seo={seo}
    >
      {content}
    </PageScaffold>
  );
}

/**
 * /newsroom/News/{id} and /newsroom/Youtube/{id}: the post, its neighbours by id, and the kind's no-data text
 * (뉴스 데이터 없음) when there is none or it fails.
 */
export default function PostDetailPage({ pageKey }: PageProps) {
  const id = parseRouteId(useParams().id);
  const video = pageKey === 'youtube_detail';
  if (id === null) {
    return (
      <PageScaffold pageKey={pageKey} narrow>
        <PostEmpty texts={video ? videoPage.texts : newsPage.texts} />
      </PageScaffold>
    );
  }
  return video ? (
    <PostArticle key={`video-${id}`} kind={videoPage} id={id} pageKey={pageKey} />
  ) : (
    <PostArticle key={`news-${id}`} kind={newsPage} id={id} pageKey={pageKey} />
  );
}

/** The post of the path and its neighbours. */
export const reads: PageReads = ({ pageKey, params, language }, client) => {
  const id = parseRouteId(params.id);
  if (id === null) return [];
  return pageKey === 'youtube_detail'
    ? prefetchPostPage(videoPage, id, language, client)
    : prefetchPostPage(newsPage, id, language, client);
};
