import { CardGrid, NewsCard, Stack, Toolbar } from '@company/ui';
import { useEffect } from 'react';
import { renderAppLink } from '../../components/AppLink';
import { ItemTitle } from '../../components/ContentText';
import { ListPagination } from '../../components/ListPagination';
import { PageScaffold } from '../../components/PageScaffold';
import { useVideoPage, videoPoster, youtubeThumbnail } from '../../data/hooks';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';
import { ListCount } from './ListCount';
import { listPageState, useListParams } from './listParams';
import { NewsroomTabs } from './NewsroomTabs';
import { videoDetailPath } from './paths';

export const VIDEO_PAGE_SIZE = 9;

/** /newsroom/Youtube: the videos with their YouTube still images, newest first, paged. */
export default function YoutubeListPage({ pageKey }: PageProps) {
  const { t } = useT();
  const { page, setPage } = useListParams();
  const videos = useVideoPage(page, VIDEO_PAGE_SIZE, useLanguage());
  const state = listPageState(videos.data, page, VIDEO_PAGE_SIZE);

  useEffect(() => {
    if (videos.error) console.warn('The video list could not be loaded:', videos.error.message);
  }, [videos.error]);

  return (
    <PageScaffold pageKey={pageKey}>
      <Stack gap="list">
        <Toolbar variant="ruled">
          <NewsroomTabs />
          <ListCount total={state.total} />
        </Toolbar>
        <CardGrid
          items={state.rows}
          loading={videos.isPending}
          loadingLabel={t('newsroom:youtube.loading')}
          emptyMessage={t('newsroom:youtube.list_empty')}
          aria-label={t('newsroom:youtube.list_label')}
          getKey={(item) => item.id}
          renderItem={(item) => (
            <NewsCard
              headingLevel="h2"
              title={<ItemTitle item={item} />}
              href={videoDetailPath(item.id)}
              date={item.created_at}
              thumbnail={youtubeThumbnail(item.video_id)}
              fallbackThumbnail={videoPoster}
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
