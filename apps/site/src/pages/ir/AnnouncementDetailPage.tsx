import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { ContentText } from '../../components/ContentText';
import { PageScaffold } from '../../components/PageScaffold';
import { SafeHtml } from '../../components/SafeHtml';
import { hasEnglish, shownContent, shownTitle } from '../../data/contentLanguage';
import type { Displayed } from '../../data/displayReads';
import { postMoment } from '../../data/postDate';
import { siteQueries } from '../../data/queries';
import { useSiteQuery } from '../../data/queryClient';
import type { Announcement } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { DetailArticle } from '../newsroom/DetailArticle';
import { DetailEmpty, DetailLoading } from '../newsroom/DetailStates';
import { announcementListPath, parseRouteId } from '../newsroom/paths';
import type { PageNamespaces, PageProps, PageReads } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['ir'];

function AnnouncementEmpty() {
  const { t } = useT();
  return (
    <DetailEmpty
      message={t('ir:announcement.empty')}
      backHref={announcementListPath}
      backLabel={t('ir:announcement.back_to_list')}
    />
  );
}

/** An e-notice as its page shows it: the public page, and the staff's preview of a draft. */
export function AnnouncementArticleView({ notice }: { notice: Displayed<Announcement> }) {
  const { t } = useT();
  const language = useLanguage();
  const body = shownContent(notice, language);
  return (
    <DetailArticle
      createdAt={postMoment(notice)}
      title={<ContentText shown={shownTitle(notice, language)} />}
      backHref={announcementListPath}
      backLabel={t('ir:announcement.back_to_list')}
    >
      <SafeHtml html={body.text} lang={body.fallback ? body.lang : undefined} />
    </DetailArticle>
  );
}

function AnnouncementArticle({ id, pageKey }: { id: number } & PageProps) {
  const { t } = useT();
  const language = useLanguage();
  const notice = useSiteQuery(siteQueries.announcementArticle(id));

  useEffect(() => {
    if (notice.error) console.warn(`E-notice ${id} could not be loaded:`, notice.error.message);
  }, [notice.error, id]);

  let content: ReactNode;
  if (notice.isPending) content = <DetailLoading label={t('common:status.loading')} />;
  else if (!notice.data) content = <AnnouncementEmpty />;
  else content = <AnnouncementArticleView notice={notice.data} />;
  return (
    <PageScaffold
      pageKey={pageKey}
      narrow
      documentTitle={notice.data ? shownTitle(notice.data, language).text : undefined}
      seo={notice.data ? { translated: hasEnglish(notice.data) } : undefined}
    >
      {content}
    </PageScaffold>
  );
}

/** /ir/Announcement/{id}: date, title and content of an e-notice; 전자공고 데이터 없음 when missing or on error. */
export default function AnnouncementDetailPage({ pageKey }: PageProps) {
  const id = parseRouteId(useParams().id);
  if (id === null) {
    return (
      <PageScaffold pageKey={pageKey} narrow>
        <AnnouncementEmpty />
      </PageScaffold>
    );
  }
  return <AnnouncementArticle key={id} id={id} pageKey={pageKey} />;
}

/** The e-notice of the path. */
export const reads: PageReads = ({ params }, client) => {
  const id = parseRouteId(params.id);
  return id === null ? [] : [client.prefetchQuery(siteQueries.announcementArticle(id))];
};
