import { Pagination } from '@company/ui';
import { useT } from '../i18n/useT';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The site's pager (first, previous, numbers, next, last) with its labels: the newsroom and IR lists and the admin lists. */
export function ListPagination({ page, pageCount, onPageChange }: ListPaginationProps) {
  const { t } = useT();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      labels={{
        navigation: t('common:pagination.label'),
        first: t('common:pagination.first'),
        previous: t('common:pagination.previous'),
        next: t('common:pagination.next'),
        last: t('common:pagination.last'),
        page: (n) => t('common:pagination.page', { page: n }),
      }}
    />
  );
}
