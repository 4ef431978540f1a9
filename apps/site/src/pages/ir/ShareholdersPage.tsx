import { DisclosureItem, DisclosureList, formatDate10, Lead, Numeric, Skeleton, Stack } from '@company/ui';
import { Callout } from '@company/ui/sections';
import { useEffect } from 'react';
import { ContentText } from '../../components/ContentText';
import { ListPagination } from '../../components/ListPagination';
import { PageScaffold } from '../../components/PageScaffold';
import { SafeHtml } from '../../components/SafeHtml';
import { shownContent, shownTitle } from '../../data/contentLanguage';
import type { Displayed } from '../../data/displayReads';
import { postMoment } from '../../data/postDate';
import { siteQueries } from '../../data/queries';
import { useSiteQuery } from '../../data/queryClient';
import type { Shareholder } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { listPageState, parsePageParam, useListParams } from '../newsroom/listParams';
import type { PageNamespaces, PageProps, PageReads } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['ir'];

export const SHAREHOLDER_PAGE_SIZE = 10;

/** A general-meeting notice as the page shows it (also the staff's preview of a draft). */
export function ShareholderNotice({ notice, open }: { notice: Displayed<Shareholder>; open: boolean }) {
  const { t } = useT();
  const language = useLanguage();
  const body = shownContent(notice, language);
  const posted = formatDate10(postMoment(notice));
  return (
    <DisclosureItem
      title={<ContentText shown={shownTitle(notice, language)} />}
      defaultOpen={open}
      meta={
        <>
          {notice.meeting_date ? (
            <span>
              {t('ir:shareholders.meeting_date')}{' '}
              <Numeric dateTime={notice.meeting_date.slice(0, 10)}>
                {notice.meeting_date.slice(0, 10)}
              </Numeric>
            </span>
          ) : null}
          <span>
            {t('ir:shareholders.posted')} <Numeric dateTime={posted}>{posted}</Numeric>
          </span>
        </>
      }
    >
      <SafeHtml html={body.text} lang={body.fallback ? body.lang : undefined} />
    </DisclosureItem>
  );
}

/** /ir/Shareholders: the general-meeting notices, newest first, each a disclosure (the newest open). */
export default function ShareholdersPage({ pageKey }: PageProps) {
  const { t } = useT();
  const { page, setPage } = useListParams();
  const notices = useSiteQuery(siteQueries.shareholderNotices(page, SHAREHOLDER_PAGE_SIZE, useLanguage()));
  const state = listPageState(notices.data, page, SHAREHOLDER_PAGE_SIZE);

  useEffect(() => {
    if (notices.error)
      console.warn('The general meeting notices could not be loaded:', notices.error.message);
  }, [notices.error]);

  return (
    <PageScaffold pageKey={pageKey}>
      <Stack gap="section">
        <Lead size="report">{t('ir:shareholders.lead')}</Lead>
        {notices.isPending ? (
          <Skeleton label={t('ir:shareholders.loading')} lines={4} />
        ) : state.rows.length === 0 ? (
          <Callout tone="note">{t('ir:shareholders.list_empty')}</Callout>
        ) : (
          <DisclosureList>
            {state.rows.map((notice, index) => (
              <ShareholderNotice key={notice.id} notice={notice} open={state.page === 1 && index === 0} />
            ))}
          </DisclosureList>
        )}
        {state.pageCount > 1 ? (
          <ListPagination page={state.page} pageCount={state.pageCount} onPageChange={setPage} />
        ) : null}
      </Stack>
    </PageScaffold>
  );
}

/** The page of notices of `?page=`. */
export const reads: PageReads = ({ url, language }, client) => [
  client.prefetchQuery(
    siteQueries.shareholderNotices(
      parsePageParam(url.searchParams.get('page')),
      SHAREHOLDER_PAGE_SIZE,
      language,
    ),
  ),
];
