import { useParams } from 'react-router';
import { ItemEditor } from '../../admin/dashboard/editor/ItemEditor';
import { RequireStaff } from '../../admin/RequireStaff';
import { PageScaffold } from '../../components/PageScaffold';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import type { PageProps } from '../types';
import { parseRouteId } from './paths';

/**
 * The spec's news edit screen, /newsroom/News/{id}/edit: heading 뉴스 수정, the dashboard's one item form with
 * the spec's words (취소, 수정 완료 / 저장 중..., the cancel question when something changed), and back to the
 * post after a save or a confirmed cancel. A visitor is told 접근 권한이 없습니다. and sent to the news list.
 */
export default function NewsEditPage({ pageKey }: PageProps) {
  const { t } = useT();
  const localize = useLocalizedPath();
  const id = parseRouteId(useParams().id);
  if (id === null || id === undefined) return <NotFoundPage />;
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:news_edit.title')}
      description={t('admin:news_edit.subtitle')}
    >
      <RequireStaff visitorRedirect="/newsroom/News">
        <ItemEditor kind="news" id={id} returnTo={localize(`/newsroom/News/${id}`)} specWords />
      </RequireStaff>
    </PageScaffold>
  );
}
