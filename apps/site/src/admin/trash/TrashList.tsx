import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FilterBar,
  SearchBox,
  useNotice,
} from '@company/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { dashboardPaths, kindLabelKey } from '../dashboard/kinds';
import { adminErrorMessageKey } from '../errors/adminErrors';
import { kstMoment } from '../time/kst';
import { TRASH_PAGE_SIZE, type TrashedItem, useRestoreFromTrash, useTrashPage } from './queries';

interface TrashListProps {
  search: string;
  page: number;
  isAdmin: boolean;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
}

/**
 * Every deleted item of every kind, the latest deletion first, with who deleted it and when: searchable, each with
 * its history, and restorable by admins after a confirmation that names it.
 */
export function TrashList({ search, page, isAdmin, onSearchChange, onPageChange }: TrashListProps) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const localize = useLocalizedPath();
  const { data, isPending, isError } = useTrashPage(search, page);
  const restore = useRestoreFromTrash();
  const [restoring, setRestoring] = useState<TrashedItem | null>(null);

  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      await restore.mutateAsync(restoring);
      notify({ title: t('admin:trash.restored', { title: restoring.title }), tone: 'success' });
    } catch (error) {
      notify({ title: translateKey(i18n, adminErrorMessageKey(error)), tone: 'error' });
    } finally {
      setRestoring(null);
    }
  };

  const columns: DataTableColumn<TrashedItem>[] = [
    { id: 'title', header: t('admin:dashboard.col_title'), cell: (row) => row.title, rowHeader: true },
    { id: 'kind', header: t('admin:audit.col_kind'), cell: (row) => t(kindLabelKey[row.kind]), nowrap: true },
    {
      id: 'deleted_by',
      header: t('admin:trash.col_deleted_by'),
      cell: (row) => row.deleted_by ?? t('admin:audit.system'),
    },
    {
      id: 'deleted_at',
      header: t('admin:trash.col_deleted_at'),
      cell: (row) => kstMoment(row.deleted_at),
      nowrap: true,
    },
    {
      id: 'actions',
      header: t('admin:dashboard.col_actions'),
      cell: (row) => (
        <span className={styles.adminBar}>
          <Link
            to={localize(dashboardPaths.history(row.kind, row.item_id))}
            aria-label={t('admin:trash.history_label', { title: row.title })}
          >
            {t('admin:dashboard.history')}
          </Link>
          {isAdmin && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('admin:trash.restore_label', { title: row.title })}
              onClick={() => setRestoring(row)}
            >
              {t('admin:trash.restore')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / TRASH_PAGE_SIZE));
  return (
    <div className={styles.section}>
      <FilterBar label={t('admin:trash.search')}>
        <SearchBox
          key={search}
          label={t('admin:trash.search')}
          showLabel
          placeholder={t('admin:trash.search_placeholder')}
          buttonText={t('admin:dashboard.search_button')}
          defaultValue={search}
          onSearch={onSearchChange}
        />
      </FilterBar>
      {isError ? (
        <p className={styles.errorBox}>{t('admin:trash.load_failed')}</p>
      ) : (
        <>
          <p className={styles.subtext} role="status">
            {isPending ? '' : t('admin:dashboard.count', { count: total })}
          </p>
          <DataTable
            caption={t('admin:trash.title')}
            hideCaption
            columns={columns}
            rows={data?.rows ?? []}
            getRowKey={(row) => row.revision_id}
            emptyText={
              isPending
                ? t('admin:dashboard.loading')
                : t(search ? 'admin:trash.no_match' : 'admin:trash.empty')
            }
          />
          {pageCount > 1 && <ListPagination page={page} pageCount={pageCount} onPageChange={onPageChange} />}
        </>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null);
        }}
        title={t('admin:trash.confirm', { title: restoring?.title ?? '' })}
        description={t('admin:trash.confirm_detail')}
        confirmLabel={t('admin:trash.restore')}
        cancelLabel={t('admin:confirm.back')}
        pending={restore.isPending}
        pendingLabel={t('admin:trash.restoring')}
        onConfirm={() => void confirmRestore()}
      />
    </div>
  );
}
