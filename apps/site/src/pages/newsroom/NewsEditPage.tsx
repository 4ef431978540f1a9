import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import type { PageProps } from '../types';
import { parseRouteId } from './paths';

// The editor and the auth client load only on this screen, never with the public pages' chunks.
const NewsEditScreen = lazy(() => import('../../admin/NewsEditScreen'));

/**
 * The spec's news edit screen, /newsroom/News/{id}/edit: heading 뉴스 수정 with its subtext, then the editor
 * (취소, 수정 완료 / 저장 중..., the cancel question when something changed), back to /newsroom/News/{id}.
 */
export default function NewsEditPage({ pageKey }: PageProps) {
  const { t } = useT();
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:news_edit.title')}
      description={t('admin:news_edit.subtitle')}
    >
      <Suspense fallback={<p role="status">{t('admin:news_edit.loading')}</p>}>
        <NewsEditScreen id={id} />
      </Suspense>
    </PageScaffold>
  );
}
