import { CardGrid, NewsCard, Stack, Toolbar } from '@company/ui';
import { useEffect } from 'react';
import { renderAppLink } from '../../components/AppLink';
import { ItemTitle } from '../../components/ContentText';
import { ListPagination } from '../../components/ListPagination';
import { PageScaffold } from '../../components/PageScaffold';
import { useNewsPage } from '../../data/hooks';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { thumbnailImage } from '../../images/storageImages';
import type { PageProps } from '../types';
import { ListCount } from './ListCount';
import { listPageState, useListParams } from './listParams';
import { NewsroomTabs } from './NewsroomTabs';
import { newsDetailPath } from './paths';

/** Cards per page: three rows of three on desktop. */
export const NEWS_PAGE_SIZE = 9;

/** /newsroom/News: news cards, newest first, paged with ?page= in the URL. */
export default function NewsListPage({ pageKey }: PageProps) {
  const { t } = useT();
  const { page, setPage } = useListParams();
  const news = useNewsPage(page, NEWS_PAGE_SIZE, useLanguage());
  const state = listPageState(news.data, page, NEWS_PAGE_SIZE);

  useEffect(() => {
    if (news.error) console.warn('The news list could not be loaded:', news.error.message);
  }, [news.error]);

  return (
    <PageScaffold pageKey={pageKey}>
      <Stack gap="list">
        <Toolbar variant="ruled">
          <NewsroomTabs />
          <ListCount total={state.total} />
        </Toolbar>
        <CardGrid
          items={state.rows}
          loading={news.isPending}
          loadingLabel={t('newsroom:news.loading')}
          emptyMessage={t('newsroom:news.list_empty')}
          aria-label={t('newsroom:news.list_label')}
          getKey={(item) => item.id}
          renderItem={(item) => (
            <NewsCard
              headingLevel="h2"
              title={<ItemTitle item={item} />}
              href={newsDetailPath(item.id)}
              date={item.created_at}
              thumbnail={thumbnailImage(item.thumbnail, 'card')}
              renderLink={renderAppLink}
            />
          )}
        />
        {state.pageCount > 1 ? (
          <ListPagination page={state.page} pageCount={state.pageCount} onPageChange={setPage} />
        ) : null}
      </Stack>
    </PageScaffold>
  );
}
