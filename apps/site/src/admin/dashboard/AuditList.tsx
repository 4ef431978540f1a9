import { ArrowLink, DataTable, type DataTableColumn } from '@company/ui';
import { useId } from 'react';
import { renderAppLink } from '../../components/AppLink';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { auditActionKey, auditKindKey } from '../audit/labels';
import { shortDateTime } from './PublicationBadge';
import { useLatestAudit } from './staffQueries';
import type { AuditEntry } from './types';

/** The latest entries of the audit log (admins only: the database shows it to no one else), and the way to all. */
export function AuditList() {
  const { t, i18n } = useT();
  const headingId = useId();
  const { data, isPending, isError } = useLatestAudit(true);
  const labelOf = (key: ReturnType<typeof auditActionKey>, stored: string) =>
    key ? translateKey(i18n, key) : stored;
  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'at', header: t('admin:audit.col_at'), cell: (row) => shortDateTime(row.at), nowrap: true },
    {
      id: 'actor',
      header: t('admin:audit.col_actor'),
      cell: (row) => row.actor_email ?? t('admin:audit.system'),
    },
    {
      id: 'action',
      header: t('admin:audit.col_action'),
      cell: (row) => labelOf(auditActionKey(row.action), row.action),
      width: '7rem',
    },
    {
      id: 'kind',
      header: t('admin:audit.col_kind'),
      cell: (row) => labelOf(auditKindKey(row.kind), row.kind),
      width: '8rem',
    },
    {
      id: 'title',
      header: t('admin:audit.col_item'),
      // Plain text here: the list above links each item already; the whole log (/admin/audit) links entries.
      cell: (row) => row.title ?? row.item_id ?? '',
      rowHeader: true,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('admin:audit.title')}
      </h2>
      {isError ? (
        <p className={styles.errorBox}>{t('admin:audit.load_failed')}</p>
      ) : (
        <DataTable
          caption={t('admin:audit.title')}
          hideCaption
          columns={columns}
          rows={data ?? []}
          getRowKey={(row) => row.id}
          emptyText={isPending ? t('admin:dashboard.loading') : t('admin:audit.empty')}
        />
      )}
      <ArrowLink href="/admin/audit" renderLink={renderAppLink}>
        {t('admin:audit.view_all')}
      </ArrowLink>
    </section>
  );
}
