import {
  FilterBar,
  SearchBox,
  SelectField,
  type SortableColumn,
  SortableTable,
  StatusBadge,
  useNotice,
} from '@company/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { usePendingVersions } from '../data/pendingVersions';
import { errorMessage } from '../html';
import { ItemActions } from './ItemActions';
import { dashboardPaths, kindLabelKey } from './kinds';
import { LanguageMarks } from './LanguageMarks';
import { DASHBOARD_PAGE_SIZE, type ListState, sortableColumns } from './listQuery';
import { PublicationBadge, shortDateTime } from './PublicationBadge';
import { publications } from './publication';
import { SchedulePanel } from './SchedulePanel';
import { useStableOrder } from './stableOrder';
import { useItemPage, useSetPublication, useStaffMembers } from './staffQueries';
import type { ListedItem } from './types';

interface KindListProps {
  state: ListState;
  isAdmin: boolean;
  onStateChange: (state: ListState) => void;
}

/** One kind's items for staff: filter by status, search by title, sort, page, and each row's actions. */
export function KindList({ state, isAdmin, onStateChange }: KindListProps) {
  const { t } = useT();
  const { notify } = useNotice();
  const localize = useLocalizedPath();
  const { data, isPending, isError } = useItemPage(state);
  const rows = useStableOrder(data?.rows ?? [], JSON.stringify(state), (row) => row.id);
  const pendingVersions = usePendingVersions(state.kind);
  const proposed = new Set(pendingVersions.data?.map((version) => version.item_id));
  const setPublication = useSetPublication(state.kind);
  const staff = useStaffMembers();
  const [scheduling, setScheduling] = useState<ListedItem | null>(null);
  const kindName = t(kindLabelKey[state.kind]);

  const columns: SortableColumn<ListedItem>[] = [
    {
      key: 'title',
      header: t('admin:dashboard.col_title'),
      sortable: true,
      cell: (row) => (
        <span>
          <LanguageMarks hasEnglish={row.title_en != null} />{' '}
          <Link to={localize(dashboardPaths.edit(state.kind, row.id))}>{row.title}</Link>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('admin:dashboard.col_status'),
      cell: (row) => (
        <>
          <PublicationBadge item={row} />
          {proposed.has(row.id) && (
            <>
              {' '}
              <StatusBadge tone="attention">{t('admin:pending.mark')}</StatusBadge>
            </>
          )}
        </>
      ),
    },
    {
      key: 'updated_at',
      header: t('admin:dashboard.col_updated'),
      sortable: true,
      nowrap: true,
      cell: (row) => shortDateTime(row.updated_at ?? row.created_at),
    },
    {
      key: 'author',
      header: t('admin:dashboard.col_author'),
      cell: (row) => (row.author_id && staff.data?.get(row.author_id)) ?? t('admin:dashboard.author_unknown'),
    },
    {
      key: 'actions',
      header: t('admin:dashboard.col_actions'),
      align: 'end',
      cell: (row) => (
        <ItemActions kind={state.kind} item={row} isAdmin={isAdmin} onSchedule={setScheduling} />
      ),
    },
  ];

  const schedule = async (item: ListedItem, at: string) => {
    try {
      await setPublication.mutateAsync({
        id: item.id,
        version: item.version,
        values: { status: 'published', published_at: at },
      });
      notify({ title: t('admin:publish.saved_scheduled'), tone: 'success' });
      setScheduling(null);
    } catch (error) {
      notify({ title: t('admin:publish.save_failed', { message: errorMessage(error) }), tone: 'error' });
    }
  };

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE));
  return (
    <div className={styles.section}>
      <FilterBar label={t('admin:dashboard.filters', { kind: kindName })}>
        <SearchBox
          key={`${state.kind}-${state.search}`}
          label={t('admin:dashboard.search')}
          showLabel
          placeholder={t('admin:dashboard.search_placeholder')}
          buttonText={t('admin:dashboard.search_button')}
          defaultValue={state.search}
          onSearch={(search) => onStateChange({ ...state, search, page: 1 })}
        />
        <SelectField
          label={t('admin:dashboard.filter_status')}
          placeholder={t('admin:dashboard.filter_all')}
          options={publications.map((publication) => ({
            value: publication,
            label: t(`admin:publication.${publication}`),
          }))}
          value={state.status}
          onChange={(event) => {
            const value = event.target.value;
            const status = value === 'draft' || value === 'scheduled' || value === 'published' ? value : '';
            onStateChange({ ...state, status, page: 1 });
          }}
        />
      </FilterBar>
      {scheduling && (
        <SchedulePanel
          key={scheduling.id}
          title={scheduling.title}
          publishedAt={scheduling.published_at}
          pending={setPublication.isPending}
          onSchedule={(at) => schedule(scheduling, at)}
          onCancel={() => setScheduling(null)}
        />
      )}
      {isError ? (
        <p className={styles.errorBox}>{t('admin:dashboard.load_failed')}</p>
      ) : (
        <>
          <p className={styles.subtext} role="status">
            {isPending ? t('admin:dashboard.loading') : t('admin:dashboard.count', { count: total })}
          </p>
          <SortableTable
            caption={t('admin:dashboard.table_caption', { kind: kindName })}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            sort={state.sort}
            onSortChange={(sort) => {
              const key = sortableColumns.find((column) => column === sort.key);
              if (key) onStateChange({ ...state, sort: { key, direction: sort.direction }, page: 1 });
            }}
            sortLabel={(header, next) =>
              t(next === 'ascending' ? 'admin:dashboard.sort_ascending' : 'admin:dashboard.sort_descending', {
                column: header,
              })
            }
            emptyText={isPending ? '' : t('admin:dashboard.empty')}
          />
          {pageCount > 1 && (
            <ListPagination
              page={state.page}
              pageCount={pageCount}
              onPageChange={(page) => onStateChange({ ...state, page })}
            />
          )}
        </>
      )}
    </div>
  );
}
