import {
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  SelectField,
  TextField,
  useNotice,
} from '@company/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import type { AuditEntry } from '../dashboard/types';
import { adminErrorMessageKey } from '../errors/adminErrors';
import { downloadText, toCsv } from '../export/csv';
import { kstMinute, kstMoment, kstToday, SITE_ZONE_LABEL } from '../time/kst';
import { auditActionKey, auditActions, auditItemHref, auditKindKey, auditKinds } from './labels';
import { AUDIT_PAGE_SIZE, type AuditFilters, fetchAllAudit, useAuditActors, useAuditPage } from './queries';

interface AuditLogProps {
  filters: AuditFilters;
  page: number;
  onFiltersChange: (filters: AuditFilters) => void;
  onPageChange: (page: number) => void;
}

/** The whole audit log, newest first: filtered by person, action, kind and days, a page at a time, as CSV. */
export function AuditLog({ filters, page, onFiltersChange, onPageChange }: AuditLogProps) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const localize = useLocalizedPath();
  const [exporting, setExporting] = useState(false);
  const { data, isPending, isError } = useAuditPage(filters, page);
  const actors = useAuditActors();

  const actionLabel = (action: string) => {
    const key = auditActionKey(action);
    return key ? translateKey(i18n, key) : action;
  };
  const kindLabel = (kind: string) => {
    const key = auditKindKey(kind);
    return key ? translateKey(i18n, key) : kind;
  };
  const actorLabel = (row: AuditEntry) => row.actor_email ?? t('admin:audit.system');
  const itemLabel = (row: AuditEntry) => row.title ?? row.item_id ?? '';

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'at', header: t('admin:audit.col_at'), cell: (row) => kstMoment(row.at), nowrap: true },
    { id: 'actor', header: t('admin:audit.col_actor'), cell: actorLabel },
    {
      id: 'action',
      header: t('admin:audit.col_action'),
      cell: (row) => actionLabel(row.action),
      nowrap: true,
    },
    { id: 'kind', header: t('admin:audit.col_kind'), cell: (row) => kindLabel(row.kind), nowrap: true },
    {
      id: 'item',
      header: t('admin:audit.col_item'),
      cell: (row) => {
        const href = auditItemHref(row);
        return href ? <Link to={localize(href)}>{itemLabel(row)}</Link> : itemLabel(row);
      },
      rowHeader: true,
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllAudit(filters);
      const header = [
        `${t('admin:audit.col_at')} (${SITE_ZONE_LABEL})`,
        t('admin:audit.col_actor'),
        t('admin:audit.col_action'),
        t('admin:audit.col_kind'),
        t('admin:audit.col_item_id'),
        t('admin:audit.col_item'),
      ];
      const body = rows.map((row) => [
        kstMinute(row.at),
        actorLabel(row),
        actionLabel(row.action),
        kindLabel(row.kind),
        row.item_id ?? '',
        row.title ?? '',
      ]);
      downloadText(toCsv(header, body), `audit-log-${kstToday()}.csv`);
    } catch (error) {
      notify({ title: translateKey(i18n, adminErrorMessageKey(error)), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const any = t('admin:audit.filter_any');
  return (
    <div className={styles.section}>
      <FilterBar
        label={t('admin:audit.filters')}
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            {t('admin:audit.export')}
          </Button>
        }
      >
        <SelectField
          label={t('admin:audit.col_actor')}
          placeholder={any}
          options={(actors.data ?? []).map((email) => ({ value: email, label: email }))}
          value={filters.actor}
          onChange={(event) => onFiltersChange({ ...filters, actor: event.target.value })}
        />
        <SelectField
          label={t('admin:audit.col_action')}
          placeholder={any}
          options={auditActions.map((action) => ({ value: action, label: actionLabel(action) }))}
          value={filters.action}
          onChange={(event) => onFiltersChange({ ...filters, action: event.target.value })}
        />
        <SelectField
          label={t('admin:audit.col_kind')}
          placeholder={any}
          options={auditKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          value={filters.kind}
          onChange={(event) => onFiltersChange({ ...filters, kind: event.target.value })}
        />
        <TextField
          type="date"
          label={t('admin:audit.filter_from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onFiltersChange({ ...filters, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('admin:audit.filter_to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onFiltersChange({ ...filters, to: event.target.value })}
        />
      </FilterBar>
      {isError ? (
        <p className={styles.errorBox}>{t('admin:audit.load_failed')}</p>
      ) : (
        <>
          <p className={styles.subtext} role="status">
            {isPending ? '' : t('admin:audit.count', { count: total })}
          </p>
          <DataTable
            caption={t('admin:audit.log_title')}
            hideCaption
            columns={columns}
            rows={data?.rows ?? []}
            getRowKey={(row) => row.id}
            emptyText={isPending ? t('admin:dashboard.loading') : t('admin:audit.empty_filtered')}
          />
          {pageCount > 1 && <ListPagination page={page} pageCount={pageCount} onPageChange={onPageChange} />}
        </>
      )}
    </div>
  );
}
