import { type ContentKind, isContentKind, type PageKey, seoKeys } from '@company/content';
import { DisclosureList } from '@company/ui';
import { useParams, useSearchParams } from 'react-router';
import * as styles from '../../admin/admin.css';
import { PreviewBanner } from '../../admin/dashboard/PreviewBanner';
import { type PreviewItem, usePreviewItem } from '../../admin/dashboard/previewData';
import { RequireStaff } from '../../admin/RequireStaff';
import { PageScaffold } from '../../components/PageScaffold';
import { shownTitle } from '../../data/contentLanguage';
import { useSiteQuery } from '../../data/queryClient';
import { useLanguage } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { AnnouncementArticleView } from '../ir/AnnouncementDetailPage';
import { ShareholderNotice } from '../ir/ShareholdersPage';
import NotFoundPage from '../NotFoundPage';
import { PostArticleView } from '../newsroom/PostDetailPage';
import { parseRouteId } from '../newsroom/paths';
import type { Dated, PostNeighbour } from '../newsroom/postKinds';
import { newsPage, type PostPageKind, videoPage } from '../newsroom/postPages';
import type { PageProps } from '../types';

/** The public page each kind's item shows on, and that page's address (for its hero and breadcrumbs). */
const publicPage: Record<ContentKind, { pageKey: PageKey; path: (id: number) => string }> = {
  news: { pageKey: 'news_detail', path: (id) => `/newsroom/News/${id}` },
  youtube: { pageKey: 'youtube_detail', path: (id) => `/newsroom/Youtube/${id}` },
  announcement: { pageKey: 'announcement_detail', path: (id) => `/ir/Announcement/${id}` },
  shareholders: { pageKey: 'ir_shareholders', path: () => '/ir/Shareholders' },
};

/** A draft news post or video as its page will show it, between its published neighbours. */
function PostPreview<N extends PostNeighbour, A extends Dated<N>>({
  kind,
  article,
}: {
  kind: PostPageKind<N, A>;
  article: A;
}) {
  const language = useLanguage();
  const previous = useSiteQuery(kind.neighbour('previous', article.id, language));
  const next = useSiteQuery(kind.neighbour('next', article.id, language));
  return <PostArticleView kind={kind} article={article} previous={previous.data} next={next.data} />;
}

function PreviewBody({ preview }: { preview: PreviewItem }) {
  switch (preview.kind) {
    case 'news':
      return <PostPreview kind={newsPage} article={preview.item} />;
    case 'youtube':
      return <PostPreview kind={videoPage} article={preview.item} />;
    case 'announcement':
      return <AnnouncementArticleView notice={preview.item} />;
    case 'shareholders':
      return (
        <DisclosureList>
          <ShareholderNotice notice={preview.item} open />
        </DisclosureList>
      );
  }
}

function Preview({
  kind,
  id,
  pendingId,
  pageKey,
}: {
  kind: ContentKind;
  id: number;
  /** A pending version of the item, shown instead of the live one. */
  pendingId?: number;
  pageKey: PageKey;
}) {
  const { t, i18n } = useT();
  const language = useLanguage();
  const preview = usePreviewItem(kind, id, pendingId);
  const page = publicPage[kind];
  const keys = seoKeys(page.pageKey);
  const item = preview.data?.item;
  return (
    <PageScaffold
      pageKey={pageKey}
      title={translateKey(i18n, keys.titleKey)}
      description={translateKey(i18n, keys.descriptionKey)}
      documentTitle={
        item ? t('admin:preview.document_title', { title: shownTitle(item, language).text }) : undefined
      }
      publicPath={page.path(id)}
      narrow={kind !== 'shareholders'}
    >
      <RequireStaff>
        {preview.isPending ? (
          <p className={styles.status} role="status">
            {t('admin:dashboard.loading')}
          </p>
        ) : !preview.data ? (
          <p className={styles.errorBox}>{t('admin:dashboard.item_missing')}</p>
        ) : (
          <>
            <PreviewBanner kind={kind} id={id} item={preview.data.item} pending={pendingId !== undefined} />
            <PreviewBody preview={preview.data} />
          </>
        )}
      </RequireStaff>
    </PageScaffold>
  );
}

/** /admin/preview/<kind>/<id>: an item, drafts and scheduled ones too, exactly as its public page will show it. */
export default function PreviewPage({ pageKey }: PageProps) {
  const params = useParams();
  const kind = params.kind;
  const id = parseRouteId(params.id);
  const pending = parseRouteId(useSearchParams()[0].get('pending') ?? undefined);
  if (!isContentKind(kind) || id === null) return <NotFoundPage />;
  return (
    <Preview
      key={`${kind}-${id}-${pending}`}
      kind={kind}
      id={id}
      pendingId={pending ?? undefined}
      pageKey={pageKey}
    />
  );
}
