import { contactCategories, type InquiryStatus, inquiryStatuses } from '@company/content';
import {
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  SearchBox,
  SelectField,
  StatusBadge,
  useNotice,
} from '@company/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { downloadText, toCsv } from '../export/csv';
import { kstDate, kstMinute, kstToday } from '../time/kst';
import { categoryLabel, statusLabel, statusTone } from './labels';
import { fetchAllInquiries, INBOX_PAGE_SIZE, useInquiryPage } from './queries';
import type { Inquiry, InquiryFilters } from './types';

interface InquiryInboxProps {
  filters: InquiryFilters;
  page: number;
  onFiltersChange: (filters: InquiryFilters) => void;
  onPageChange: (page: number) => void;
  /** The inbox's address of one inquiry (its detail view). */
  detailHref: (id: string) => string;
}

/** The staff inbox: inquiries newest first, searched and filtered, a page at a time, exported as CSV. */
export function InquiryInbox({
  filters,
  page,
  onFiltersChange,
  onPageChange,
  detailHref,
}: InquiryInboxProps) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const localize = useLocalizedPath();
  const [exporting, setExporting] = useState(false);
  const { data, isPending, isError } = useInquiryPage(filters, page);

  const columns: DataTableColumn<Inquiry>[] = [
    {
      id: 'date',
      header: t('inquiry:admin.col_date'),
      cell: (row) => kstDate(row.created_at),
      width: '8rem',
    },
    {
      id: 'subject',
      header: t('inquiry:admin.col_subject'),
      cell: (row) => <Link to={localize(detailHref(row.id))}>{row.subject}</Link>,
      rowHeader: true,
    },
    { id: 'company', header: t('inquiry:admin.col_company'), cell: (row) => row.company, width: '18%' },
    {
      id: 'category',
      header: t('inquiry:admin.col_category'),
      cell: (row) => categoryLabel(i18n, row.category),
      width: '8rem',
    },
    {
      id: 'status',
      header: t('inquiry:admin.col_status'),
      cell: (row) => <StatusBadge tone={statusTone[row.status]}>{statusLabel(i18n, row.status)}</StatusBadge>,
      width: '8rem',
    },
    {
      id: 'reference',
      header: t('inquiry:admin.col_reference'),
      cell: (row) => row.reference,
      width: '11rem',
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllInquiries(filters);
      const header = [
        t('inquiry:admin.col_reference'),
        t('inquiry:admin.col_date'),
        t('inquiry:admin.col_category'),
        t('inquiry:admin.col_status'),
        t('inquiry:admin.col_company'),
        t('inquiry:admin.col_name'),
        t('inquiry:admin.col_email'),
        t('inquiry:admin.col_phone'),
        t('inquiry:admin.col_subject'),
        t('inquiry:admin.col_message'),
      ];
      const body = rows.map((row) => [
        row.reference,
        kstMinute(row.created_at),
        categoryLabel(i18n, row.category),
        statusLabel(i18n, row.status),
        row.company,
        row.name,
        row.email,
        row.phone ?? '',
        row.subject,
        row.message,
      ]);
      downloadText(toCsv(header, body), `inquiries-${kstToday()}.csv`);
    } catch {
      notify({ title: t('inquiry:admin.load_error'), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const any = t('inquiry:admin.filter_all');
  return (
    <div className={styles.section}>
      <FilterBar
        label={t('inquiry:admin.search')}
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            {t('inquiry:admin.export')}
          </Button>
        }
      >
        <SearchBox
          key={filters.search}
          label={t('inquiry:admin.search')}
          showLabel
          placeholder={t('inquiry:admin.search_placeholder')}
          buttonText={t('inquiry:admin.search')}
          defaultValue={filters.search}
          onSearch={(search) => onFiltersChange({ ...filters, search })}
        />
        <SelectField
          label={t('inquiry:admin.filter_category')}
          placeholder={any}
          options={contactCategories.map((category) => ({
            value: category.id,
            label: translateKey(i18n, category.titleKey),
          }))}
          value={filters.category}
          onChange={(event) => onFiltersChange({ ...filters, category: event.target.value })}
        />
        <SelectField
          label={t('inquiry:admin.filter_status')}
          placeholder={any}
          options={inquiryStatuses.map((status: InquiryStatus) => ({
            value: status,
            label: statusLabel(i18n, status),
          }))}
          value={filters.status}
          onChange={(event) => onFiltersChange({ ...filters, status: event.target.value })}
        />
      </FilterBar>
      {isError ? (
        <p className={styles.errorBox}>{t('inquiry:admin.load_error')}</p>
      ) : (
        <>
          <p className={styles.subtext} role="status">
            {isPending ? '' : t('inquiry:admin.count', { count: total })}
          </p>
          <DataTable
            caption={t('inquiry:admin.title')}
            hideCaption
            columns={columns}
            rows={data?.rows ?? []}
            getRowKey={(row) => row.id}
            emptyText={isPending ? '' : t('inquiry:admin.empty')}
          />
          {pageCount > 1 && <ListPagination page={page} pageCount={pageCount} onPageChange={onPageChange} />}
        </>
      )}
    </div>
  );
}
