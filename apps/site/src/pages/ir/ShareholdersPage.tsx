import { formatDate10, Skeleton } from '@company/ui';
import { useEffect } from 'react';
import { ContentText } from '../../components/ContentText';
import { PageScaffold } from '../../components/PageScaffold';
import { SafeHtml } from '../../components/SafeHtml';
import { shownContent, shownTitle } from '../../data/contentLanguage';
import type { Displayed } from '../../data/displayReads';
import { useShareholderNotices } from '../../data/hooks';
import type { Shareholder } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import * as detailStyles from '../newsroom/detail.css';
import { ListPagination } from '../newsroom/ListPagination';
import { listPageState, useListParams } from '../newsroom/listParams';
import type { PageProps } from '../types';
import * as styles from './ir.css';

export const SHAREHOLDER_PAGE_SIZE = 10;

function Notice({ notice, open }: { notice: Displayed<Shareholder>; open: boolean }) {
  const { t } = useT();
  const language = useLanguage();
  const body = shownContent(notice, language);
  const posted = formatDate10(notice.created_at);
  return (
    <li className={styles.notice_item}>
      <details open={open}>
        <summary className={styles.summary}>
          <span className={styles.summaryTitle}>
            <ContentText shown={shownTitle(notice, language)} />
          </span>
          <span className={styles.chevron} aria-hidden="true" />
          <span className={styles.summaryMeta}>
            {notice.meeting_date ? (
              <span>
                {t('ir:shareholders.meeting_date')}{' '}
                <time className={styles.numeric} dateTime={notice.meeting_date.slice(0, 10)}>
                  {notice.meeting_date.slice(0, 10)}
                </time>
              </span>
            ) : null}
            <span>
              {t('ir:shareholders.posted')}{' '}
              <time className={styles.numeric} dateTime={posted}>
                {posted}
              </time>
            </span>
          </span>
        </summary>
        <div className={styles.noticeBody}>
          <SafeHtml
            html={body.text}
            lang={body.fallback ? body.lang : undefined}
            className={detailStyles.body}
          />
        </div>
      </details>
    </li>
  );
}

/** /ir/Shareholders: the general-meeting notices, newest first, each a disclosure (the newest open). */
export default function ShareholdersPage({ pageKey }: PageProps) {
  const { t } = useT();
  const { page, setPage } = useListParams();
  const notices = useShareholderNotices(page, SHAREHOLDER_PAGE_SIZE);
  const state = listPageState(notices.data, page, SHAREHOLDER_PAGE_SIZE);

  useEffect(() => {
    if (notices.error)
      console.warn('The general meeting notices could not be loaded:', notices.error.message);
  }, [notices.error]);

  return (
    <PageScaffold pageKey={pageKey}>
      <div className={styles.section}>
        <p className={styles.lead}>{t('ir:shareholders.lead')}</p>
        {notices.isPending ? (
          <Skeleton label={t('ir:shareholders.loading')} lines={4} />
        ) : state.rows.length === 0 ? (
          <p className={styles.notice}>{t('ir:shareholders.list_empty')}</p>
        ) : (
          <ul className={styles.notices}>
            {state.rows.map((notice, index) => (
              <Notice key={notice.id} notice={notice} open={state.page === 1 && index === 0} />
            ))}
          </ul>
        )}
        {state.pageCount > 1 ? (
          <ListPagination page={state.page} pageCount={state.pageCount} onPageChange={setPage} />
        ) : null}
      </div>
    </PageScaffold>
  );
}
