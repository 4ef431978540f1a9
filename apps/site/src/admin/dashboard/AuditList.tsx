import { DataTable, type DataTableColumn } from '@company/ui';
import { useId } from 'react';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { shortDateTime } from './PublicationBadge';
import { useLatestAudit } from './staffQueries';
import type { AuditEntry } from './types';

const auditActions = [
  'insert',
  'update',
  'delete',
  'publish',
  'unpublish',
  'schedule',
  'restore',
  'upload',
  'remove',
  'set_role',
  'remove_access',
] as const;
const auditKinds = ['news', 'youtube', 'announcement', 'shareholders', 'storage', 'staff'] as const;

function known<T extends string>(list: readonly T[], value: string): T | undefined {
  return list.find((entry) => entry === value);
}

/** The latest entries of the audit log (admins only: the database shows it to no one else). */
export function AuditList() {
  const { t } = useT();
  const headingId = useId();
  const { data, isPending, isError } = useLatestAudit(true);
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
      cell: (row) => {
        const action = known(auditActions, row.action);
        return action ? t(`admin:audit.actions.${action}`) : row.action;
      },
      width: '7rem',
    },
    {
      id: 'kind',
      header: t('admin:audit.col_kind'),
      cell: (row) => {
        const kind = known(auditKinds, row.kind);
        return kind ? t(`admin:audit.kinds.${kind}`) : row.kind;
      },
      width: '8rem',
    },
    {
      id: 'title',
      header: t('admin:audit.col_item'),
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
    </section>
  );
}
