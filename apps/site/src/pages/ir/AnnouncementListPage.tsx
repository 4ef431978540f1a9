import {
  DataTable,
  formatDate10,
  Lead,
  Note,
  Numeric,
  SearchBox,
  Stack,
  TableLink,
  Toolbar,
} from '@company/ui';
import { useEffect } from 'react';
import { renderAppLink } from '../../components/AppLink';
import { ItemTitle } from '../../components/ContentText';
import { ListPagination } from '../../components/ListPagination';
import { PageScaffold } from '../../components/PageScaffold';
import { postMoment } from '../../data/postDate';
import { siteQueries } from '../../data/queries';
import { useSiteQuery } from '../../data/queryClient';
import type { AnnouncementListItem } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { listPageState, parsePageParam, useListParams } from '../newsroom/listParams';
import { announcementDetailPath } from '../newsroom/paths';
import type { PageNamespaces, PageProps, PageReads } from '../types';
import { listNumber } from './announcementRows';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['ir'];

export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** /ir/Announcement: the e-notices (number, subject, date), searched by title, paged; ?q= and ?page= in the URL. */
export default function AnnouncementListPage({ pageKey }: PageProps) {
  const { t } = useT();
  const { page, query, setPage, setQuery } = useListParams();
  const notices = useSiteQuery(
    siteQueries.announcementPage(page, ANNOUNCEMENT_PAGE_SIZE, query, useLanguage()),
  );
  const state = listPageState(notices.data, page, ANNOUNCEMENT_PAGE_SIZE);

  useEffect(() => {
    if (notices.error) console.warn('The e-notice list could not be loaded:', notices.error.message);
  }, [notices.error]);

  const count = query
    ? t('ir:announcement.search_result', { query, count: state.total })
    : t('common:search.result_count', { count: state.total });

  return (
    <PageScaffold pageKey={pageKey}>
      <Stack gap="section">
        <Lead size="report">{t('ir:announcement.lead')}</Lead>
        <Toolbar>
          <Note aria-live="polite">{notices.isPending ? t('ir:announcement.loading') : count}</Note>
          <SearchBox
            key={query}
            label={t('ir:announcement.search_label')}
            placeholder={t('ir:announcement.search_placeholder')}
            buttonText={t('ir:announcement.search_button')}
            defaultValue={query}
            onSearch={setQuery}
          />
        </Toolbar>
        <DataTable<AnnouncementListItem>
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
                <TableLink href={announcementDetailPath(row.id)} renderLink={renderAppLink}>
                  <ItemTitle item={row} />
                </TableLink>
              ),
            },
            {
              id: 'date',
              header: t('ir:announcement.date'),
              width: '9rem',
              align: 'center',
              cell: (row) => (
                <Numeric dateTime={formatDate10(postMoment(row))}>{formatDate10(postMoment(row))}</Numeric>
              ),
            },
          ]}
        />
        {state.pageCount > 1 ? (
          <ListPagination page={state.page} pageCount={state.pageCount} onPageChange={setPage} />
        ) : null}
      </Stack>
    </PageScaffold>
  );
}

/** The page of e-notices of `?page=` matching `?q=`. */
export const reads: PageReads = ({ url, language }, client) => {
  const page = parsePageParam(url.searchParams.get('page'));
  const search = (url.searchParams.get('q') ?? '').trim();
  return [client.prefetchQuery(siteQueries.announcementPage(page, ANNOUNCEMENT_PAGE_SIZE, search, language))];
};
