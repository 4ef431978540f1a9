import type { ContentKind } from '@company/content';
import { Button, DataTable, type DataTableColumn, useNotice } from '@company/ui';
import { useId } from 'react';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { useAdminAuth } from '../authStore';
import { isConflictError } from '../data/conflict';
import {
  type DiscardedPendingVersion,
  useDiscardedOfItem,
  useRestoreDiscarded,
} from '../data/discardedPendingVersions';
import { adminErrorMessageKey } from '../errors/adminErrors';
import { kstMoment } from '../time/kst';
import { useStaffMembers } from './staffQueries';

/**
 * The item's discarded pending versions (not restored since), on its history page: whose, saved when, discarded
 * by whom and when; an admin restores any, an editor their own. Nothing is shown while there are none.
 */
export function DiscardedPendingVersions({ kind, id }: { kind: ContentKind; id: number }) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const headingId = useId();
  const auth = useAdminAuth();
  const discarded = useDiscardedOfItem(kind, id);
  const restore = useRestoreDiscarded();
  const members = useStaffMembers();
  if (!discarded.data || discarded.data.length === 0) return null;

  const mayRestore = (row: DiscardedPendingVersion) =>
    auth.status === 'staff' && (auth.role === 'admin' || row.author_id === auth.userId);
  const authorOf = (row: DiscardedPendingVersion) =>
    members.data?.get(row.author_id) ?? t('admin:discarded.someone');
  const proposedTitle = (row: DiscardedPendingVersion) =>
    typeof row.fields.title === 'string' ? row.fields.title : (row.title ?? '');

  const restoreRow = async (row: DiscardedPendingVersion) => {
    try {
      await restore.mutateAsync(row.id);
      notify({ title: t('admin:discarded.restored'), tone: 'success' });
    } catch (error) {
      const message = isConflictError(error)
        ? t('admin:discarded.restore_blocked')
        : translateKey(i18n, adminErrorMessageKey(error));
      notify({ title: t('admin:discarded.restore_failed', { message }), tone: 'error' });
    }
  };

  const columns: DataTableColumn<DiscardedPendingVersion>[] = [
    {
      id: 'proposed',
      header: t('admin:discarded.col_proposed'),
      cell: (row) => kstMoment(row.updated_at),
      rowHeader: true,
      nowrap: true,
    },
    { id: 'author', header: t('admin:discarded.col_author'), cell: authorOf },
    { id: 'title', header: t('admin:discarded.col_title'), cell: proposedTitle },
    {
      id: 'by',
      header: t('admin:discarded.col_discarded_by'),
      cell: (row) => row.discarded_by_email ?? t('admin:audit.system'),
    },
    {
      id: 'at',
      header: t('admin:discarded.col_discarded_at'),
      cell: (row) => kstMoment(row.discarded_at),
      nowrap: true,
    },
    {
      id: 'restore',
      header: t('admin:discarded.col_restore'),
      cell: (row) =>
        mayRestore(row) ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={restore.isPending}
            onClick={() => void restoreRow(row)}
            aria-label={`${t('admin:discarded.restore')}: ${authorOf(row)}, ${kstMoment(row.updated_at)}`}
          >
            {t('admin:discarded.restore')}
          </Button>
        ) : (
          ''
        ),
      width: '10rem',
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('admin:discarded.history_title')}
      </h2>
      <DataTable
        caption={t('admin:discarded.history_title')}
        hideCaption
        columns={columns}
        rows={discarded.data}
        getRowKey={(row) => row.id}
      />
    </section>
  );
}
