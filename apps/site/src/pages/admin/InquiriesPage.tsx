import { INQUIRY_RETENTION_YEARS } from '@company/content';
import { useSearchParams } from 'react-router';
import { InquiryDetail } from '../../admin/inquiries/InquiryDetail';
import { InquiryInbox } from '../../admin/inquiries/InquiryInbox';
import type { InquiryFilters } from '../../admin/inquiries/types';
import { RequireStaff } from '../../admin/RequireStaff';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

const INBOX_PATH = '/admin/inquiries';

/** The staff inbox at /admin/inquiries: the list (?q, ?category, ?status, ?page) or one inquiry (?id). */
export default function InquiriesPage({ pageKey }: PageProps) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const filters: InquiryFilters = {
    search: params.get('q') ?? '',
    category: params.get('category') ?? '',
    status: params.get('status') ?? '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const id = params.get('id');

  const listQuery = (next: InquiryFilters, nextPage: number): URLSearchParams => {
    const query = new URLSearchParams();
    if (next.search) query.set('q', next.search);
    if (next.category) query.set('category', next.category);
    if (next.status) query.set('status', next.status);
    if (nextPage > 1) query.set('page', String(nextPage));
    return query;
  };
  const withQuery = (query: URLSearchParams) => (query.size > 0 ? `${INBOX_PATH}?${query}` : INBOX_PATH);

  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('inquiry:admin.title')}
      description={t('inquiry:admin.lead', { years: INQUIRY_RETENTION_YEARS })}
    >
      <RequireStaff adminOnly>
        {id ? (
          <InquiryDetail id={id} backHref={withQuery(listQuery(filters, page))} />
        ) : (
          <InquiryInbox
            filters={filters}
            page={page}
            onFiltersChange={(next) => setParams(listQuery(next, 1))}
            onPageChange={(next) => setParams(listQuery(filters, next))}
            detailHref={(inquiryId) => {
              const query = listQuery(filters, page);
              query.set('id', inquiryId);
              return withQuery(query);
            }}
          />
        )}
      </RequireStaff>
    </PageScaffold>
  );
}
