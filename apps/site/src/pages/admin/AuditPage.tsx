import { useSearchParams } from 'react-router';
import { AuditLog } from '../../admin/audit/AuditLog';
import type { AuditFilters } from '../../admin/audit/queries';
import { RequireStaff } from '../../admin/RequireStaff';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

const FILTER_NAMES = ['actor', 'action', 'kind', 'from', 'to'] as const;

/** /admin/audit (admins only): the whole audit log; its filters and page live in the address (?actor, ?page…). */
export default function AuditPage({ pageKey }: PageProps) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as Record<
    (typeof FILTER_NAMES)[number],
    string
  > satisfies AuditFilters;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const show = (next: AuditFilters, nextPage: number) => {
    const query = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name]) query.set(name, next[name]);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:audit.log_title')}
      description={t('admin:audit.log_lead')}
    >
      <RequireStaff adminOnly>
        <AuditLog
          filters={filters}
          page={page}
          onFiltersChange={(next) => show(next, 1)}
          onPageChange={(next) => show(filters, next)}
        />
      </RequireStaff>
    </PageScaffold>
  );
}
