import { DataTable, formatDate10, SearchBox } from '@company/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ItemTitle } from '../../components/ContentText';
import { PageScaffold } from '../../components/PageScaffold';
import { useAnnouncementPage } from '../../data/hooks';
import type { Announcement } from '../../data/types';
import { useLanguage, useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { ListPagination } from '../newsroom/ListPagination';
import { listPageState, useListParams } from '../newsroom/listParams';
import { announcementDetailPath } from '../newsroom/paths';
import type { PageProps } from '../types';
import { listNumber } from './announcementRows';
import * as styles from './ir.css';

export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** /ir/Announcement: the e-notices (number, subject, date), searched by title, paged; ?q= and ?page= in the URL. */
export default function AnnouncementListPage({ pageKey }: PageProps) {
  const { t } = useT();
  const localize = useLocalizedPath();
  const { page, query, setPage, setQuery } = useListParams();
  const notices = useAnnouncementPage(page, ANNOUNCEMENT_PAGE_SIZE, query, useLanguage());
  const state = listPageState(notices.data, page, ANNOUNCEMENT_PAGE_SIZE);

  useEffect(() => {
    if (notices.error) console.warn('The e-notice list could not be loaded:', notices.error.message);
  }, [notices.error]);

  const count = query
    ? t('ir:announcement.search_result', { query, count: state.total })
    : t('common:search.result_count', { count: state.total });

  return (
    <PageScaffold pageKey={pageKey}>
      <div className={styles.section}>
        <p className={styles.lead}>{t('ir:announcement.lead')}</p>
        <div className={styles.toolbar}>
          <p className={styles.meta} aria-live="polite">
            {notices.isPending ? t('ir:announcement.loading') : count}
          </p>
          <SearchBox
            key={query}
            label={t('ir:announcement.search_label')}
            placeholder={t('ir:announcement.search_placeholder')}
            buttonText={t('ir:announcement.search_button')}
            defaultValue={query}
            onSearch={setQuery}
          />
        </div>
        <DataTable<Announcement>
          caption={t('ir:announcement.caption')}
          hideCaption
          rows={state.rows}
          getRowKey={(row) => row.id}
          emptyText={
            notices.isPending
              ? t('ir:announcement.loading')
              : query
                ? t('common:search.no_results')
                : t('ir:announcement.list_empty')
          }
          columns={[
            {
              id: 'number',
              header: t('ir:announcement.number'),
              width: '6rem',
              align: 'center',
              cell: (_row, index) => listNumber(state.total, state.page, ANNOUNCEMENT_PAGE_SIZE, index),
            },
            {
              id: 'subject',
              header: t('ir:announcement.subject'),
              rowHeader: true,
              cell: (row) => (
                <Link to={localize(announcementDetailPath(row.id))} className={styles.tableLink}>
                  <ItemTitle item={row} />
                </Link>
              ),
            },
            {
              id: 'date',
              header: t('ir:announcement.date'),
              width: '9rem',
              align: 'center',
              cell: (row) => (
                <time className={styles.numeric} dateTime={formatDate10(row.created_at)}>
                  {formatDate10(row.created_at)}
                </time>
              ),
            },
          ]}
        />
        {state.pageCount > 1 ? (
          <ListPagination page={state.page} pageCount={state.pageCount} onPageChange={setPage} />
        ) : null}
      </div>
    </PageScaffold>
  );
}
