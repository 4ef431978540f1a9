import { isContentKind } from '@company/content';
import { useParams } from 'react-router';
import { DashboardTrail } from '../../admin/dashboard/DashboardTrail';
import { DiscardedPendingVersions } from '../../admin/dashboard/DiscardedPendingVersions';
import { kindLabelKey } from '../../admin/dashboard/kinds';
import { RevisionHistory } from '../../admin/dashboard/RevisionHistory';
import { RequireStaff } from '../../admin/RequireStaff';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import { parseRouteId } from '../newsroom/paths';
import type { PageProps } from '../types';

/** /admin/<kind>/<id>/history: an item's saved versions, compared and restored. */
export default function HistoryPage({ pageKey }: PageProps) {
  const { t } = useT();
  const params = useParams();
  const kind = params.kind;
  const id = parseRouteId(params.id);
  if (!isContentKind(kind) || id === null) return <NotFoundPage />;
  return (
    <PageScaffold pageKey={pageKey} title={t('admin:history.title', { kind: t(kindLabelKey[kind]), id })}>
      <RequireStaff>
        <DashboardTrail kind={kind} />
        <RevisionHistory key={`${kind}-${id}`} kind={kind} id={id} />
        <DiscardedPendingVersions kind={kind} id={id} />
      </RequireStaff>
    </PageScaffold>
  );
}
