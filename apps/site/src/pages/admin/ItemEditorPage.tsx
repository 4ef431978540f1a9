import { isContentKind } from '@company/content';
import { useParams } from 'react-router';
import { DashboardTrail } from '../../admin/dashboard/DashboardTrail';
import { ItemEditor } from '../../admin/dashboard/editor/ItemEditor';
import { kindLabelKey } from '../../admin/dashboard/kinds';
import { RequireStaff } from '../../admin/RequireStaff';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import NotFoundPage from '../NotFoundPage';
import { parseRouteId } from '../newsroom/paths';
import type { PageProps } from '../types';

/** /admin/<kind>/new and /admin/<kind>/<id>: the dashboard's editor of one item. */
export default function ItemEditorPage({ pageKey }: PageProps) {
  const { t } = useT();
  const params = useParams();
  const kind = params.kind;
  const id = pageKey === 'admin_item_edit' ? parseRouteId(params.id) : undefined;
  if (!isContentKind(kind) || id === null) return <NotFoundPage />;
  const kindName = t(kindLabelKey[kind]);
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t(id === undefined ? 'admin:dashboard.new_title' : 'admin:dashboard.edit_title', {
        kind: kindName,
      })}
    >
      <RequireStaff>
        <DashboardTrail kind={kind} />
        <ItemEditor key={`${kind}-${id ?? 'new'}`} kind={kind} id={id} />
      </RequireStaff>
    </PageScaffold>
  );
}
