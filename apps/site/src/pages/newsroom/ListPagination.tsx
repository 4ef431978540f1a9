import { Pagination } from '@company/ui';
import { useT } from '../../i18n/useT';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The pager of the newsroom and IR lists (first, previous, numbers, next, last), with the site's labels. */
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
