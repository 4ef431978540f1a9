import { useSearchParams } from 'react-router';
import { useAdminAuth } from '../../admin/authStore';
import { RequireStaff } from '../../admin/RequireStaff';
import { TrashList } from '../../admin/trash/TrashList';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

function Trash() {
  const auth = useAdminAuth();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const show = (nextSearch: string, nextPage: number) => {
    const query = new URLSearchParams();
    if (nextSearch) query.set('q', nextSearch);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return (
    <TrashList
      search={search}
      page={page}
      isAdmin={auth.status === 'staff' && auth.role === 'admin'}
      onSearchChange={(next) => show(next, 1)}
      onPageChange={(next) => show(search, next)}
    />
  );
}

/** /admin/trash: deleted items of every kind (?q searches their titles, ?page pages); admins restore them. */
export default function TrashPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold pageKey={pageKey} title={t('admin:trash.title')} description={t('admin:trash.lead')}>
      <RequireStaff>
        <Trash />
      </RequireStaff>
    </PageScaffold>
  );
}
