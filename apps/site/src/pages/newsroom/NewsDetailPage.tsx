import { PostNavigation } from '@company/ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { renderAppLink } from '../../components/AppLink';
import { ContentText, ItemTitle } from '../../components/ContentText';
import { PageScaffold } from '../../components/PageScaffold';
import { SafeHtml } from '../../components/SafeHtml';
import { shownContent, shownTitle } from '../../data/contentLanguage';
import type { NewsArticle as NewsArticleData } from '../../data/displayReads';
import { useNewsArticle, useNextNews, usePreviousNews } from '../../data/hooks';
import type { NewsNeighbour } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { thumbnailImage } from '../../images/storageImages';
import { useNewsArticleSeo } from '../../seo/useNewsArticleSeo';
import type { PageProps } from '../types';
import { DetailArticle } from './DetailArticle';
import { DetailEmpty, DetailLoading } from './DetailStates';
import { newsDetailPath, newsListPath, parseRouteId } from './paths';

// ADMIN SLOT: the edit and delete buttons. The module is the admin helper's; it renders nothing for visitors.
const NewsAdminActions = lazy(() => import('../../admin/NewsAdminActions'));

function neighbourEntry(news: NewsNeighbour | null | undefined) {
  return news
    ? {
        title: <ItemTitle item={news} />,
        href: newsDetailPath(news.id),
        thumbnail: thumbnailImage(news.thumbnail, 'navigation'),
      }
    : null;
}

interface NewsArticleViewProps {
  news: NewsArticleData;
  previous?: NewsNeighbour | null;
  next?: NewsNeighbour | null;
  actions?: ReactNode;
}

/** A news post as its page shows it: the public page, and the staff's preview of a draft. */
export function NewsArticleView({ news, previous, next, actions }: NewsArticleViewProps) {
  const { t } = useT();
  const language = useLanguage();
  const body = shownContent(news, language);
  return (
    <DetailArticle
      createdAt={news.created_at}
      title={<ContentText shown={shownTitle(news, language)} />}
      backHref={newsListPath}
      backLabel={t('newsroom:detail.back_to_list')}
      navigation={
        <PostNavigation
          previous={neighbourEntry(previous)}
          next={neighbourEntry(next)}
          previousLabel={t('newsroom:detail.previous')}
          nextLabel={t('newsroom:detail.next')}
          ariaLabel={t('newsroom:detail.navigation_label')}
          missingText={t('newsroom:detail.none')}
          renderLink={renderAppLink}
        />
      }
      actions={actions}
    >
      <SafeHtml html={body.text} lang={body.fallback ? body.lang : undefined} />
    </DetailArticle>
  );
}

function NewsArticle({ id, pageKey }: { id: number } & PageProps) {
  const { t } = useT();
  const language = useLanguage();
  const news = useNewsArticle(id);
  const previous = usePreviousNews(id, language);
  const next = useNextNews(id, language);
  const seo = useNewsArticleSeo(news.data);

  useEffect(() => {
    if (news.error) console.warn(`News ${id} could not be loaded:`, news.error.message);
  }, [news.error, id]);

  let content: ReactNode;
  if (news.isPending) content = <DetailLoading label={t('newsroom:detail.loading')} />;
  else if (!news.data) content = <NewsEmpty />;
  else {
    content = (
      <NewsArticleView
        news={news.data}
        previous={previous.data}
        next={next.data}
        actions={
          <Suspense fallback={null}>
            <NewsAdminActions newsId={id} />
          </Suspense>
        }
      />
    );
  }
  return (
    <PageScaffold
      pageKey={pageKey}
      narrow
      documentTitle={news.data ? shownTitle(news.data, language).text : undefined}
      seo={seo}
    >
      {content}
    </PageScaffold>
  );
}

function NewsEmpty() {
  const { t } = useT();
  return (
    <DetailEmpty
      message={t('newsroom:news.empty')}
      backHref={newsListPath}
      backLabel={t('newsroom:detail.back_to_list')}
    />
  );
}

/** /newsroom/News/{id}: the post, its neighbours by id, and 뉴스 데이터 없음 when there is none or it fails. */
export default function NewsDetailPage({ pageKey }: PageProps) {
  const id = parseRouteId(useParams().id);
  if (id === null) {
    return (
      <PageScaffold pageKey={pageKey} narrow>
        <NewsEmpty />
      </PageScaffold>
    );
  }
  return <NewsArticle key={id} id={id} pageKey={pageKey} />;
}
