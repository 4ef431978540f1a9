import { DataTable, type DataTableColumn, StatusBadge } from '@company/ui';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { dashboardPaths, kindLabelKey } from '../dashboard/kinds';
import { kstMoment } from '../time/kst';
import { type ReviewRequest, useReviewQueue } from './queries';
import { reviewStatusKey, reviewStatusTone } from './status';

/**
 * The review requests: the open ones, oldest first (who asked, about which item, with a link to its editor, their
 * message and when), then the most recently closed ones with their outcome.
 */
export function ReviewQueue() {
  const { t } = useT();
  const localize = useLocalizedPath();
  const { data, isPending, isError } = useReviewQueue();

  const titleOf = (row: ReviewRequest) => row.title || `#${row.item_id}`;
  const itemColumn: DataTableColumn<ReviewRequest> = {
    id: 'item',
    header: t('admin:review.col_item'),
    rowHeader: true,
    cell: (row) => <Link to={localize(dashboardPaths.edit(row.kind, row.item_id))}>{titleOf(row)}</Link>,
  };
  const kindColumn: DataTableColumn<ReviewRequest> = {
    id: 'kind',
    header: t('admin:audit.col_kind'),
    cell: (row) => t(kindLabelKey[row.kind]),
    nowrap: true,
  };
  const targetColumn: DataTableColumn<ReviewRequest> = {
    id: 'target',
    header: t('admin:review.col_target'),
    cell: (row) =>
      t(row.pending_version_id === null ? 'admin:review.target_draft' : 'admin:review.target_pending'),
    nowrap: true,
  };
  const requesterColumn: DataTableColumn<ReviewRequest> = {
    id: 'requested_by',
    header: t('admin:review.col_requested_by'),
    cell: (row) => row.requested_by_email ?? t('admin:audit.system'),
  };
  const openColumns: DataTableColumn<ReviewRequest>[] = [
    itemColumn,
    kindColumn,
    targetColumn,
    requesterColumn,
    { id: 'message', header: t('admin:review.col_message'), cell: (row) => row.message ?? '' },
    {
      id: 'requested_at',
      header: t('admin:review.col_requested_at'),
      cell: (row) => kstMoment(row.created_at),
      nowrap: true,
    },
  ];
  const closedColumns: DataTableColumn<ReviewRequest>[] = [
    itemColumn,
    kindColumn,
    requesterColumn,
    {
      id: 'outcome',
      header: t('admin:review.col_outcome'),
      cell: (row) => (
        <StatusBadge tone={reviewStatusTone[row.status]}>{t(reviewStatusKey[row.status])}</StatusBadge>
      ),
      nowrap: true,
    },
    {
      id: 'closed_at',
      header: t('admin:review.col_closed_at'),
      cell: (row) => (row.closed_at ? kstMoment(row.closed_at) : ''),
      nowrap: true,
    },
  ];

  if (isError) return <p className={styles.errorBox}>{t('admin:review.load_failed')}</p>;
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>{t('admin:review.open_heading')}</h2>
      <DataTable
        caption={t('admin:review.open_heading')}
        hideCaption
        columns={openColumns}
        rows={data?.open ?? []}
        getRowKey={(row) => row.id}
        emptyText={isPending ? t('admin:dashboard.loading') : t('admin:review.empty_open')}
      />
      <h2 className={styles.heading}>{t('admin:review.closed_heading')}</h2>
      <DataTable
        caption={t('admin:review.closed_heading')}
        hideCaption
        columns={closedColumns}
        rows={data?.closed ?? []}
        getRowKey={(row) => row.id}
        emptyText={isPending ? t('admin:dashboard.loading') : t('admin:review.empty_closed')}
      />
    </div>
  );
}
