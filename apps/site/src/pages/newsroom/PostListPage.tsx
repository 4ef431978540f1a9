import type { Language } from '@company/content';
import { CardGrid, NewsCard, Stack, Toolbar } from '@company/ui';
import { useEffect } from 'react';
import { renderAppLink } from '../../components/AppLink';
import { ItemTitle } from '../../components/ContentText';
import { ListPagination } from '../../components/ListPagination';
import { PageScaffold } from '../../components/PageScaffold';
import { postMoment } from '../../data/postDate';
import { type SiteQueryOptions, siteQueries } from '../../data/queries';
import { useSiteQuery } from '../../data/queryClient';
import type { NewsListItem, NewsNeighbour, PagedRows, Video, VideoNeighbour } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import type { PageNamespaces, PageProps, PageReads } from '../types';
import { ListCount } from './ListCount';
import { listPageState, parsePageParam, useListParams } from './listParams';
import { NewsroomTabs } from './NewsroomTabs';
import { type Dated, newsPosts, type PostKind, type PostNeighbour, videoPosts } from './postKinds';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['newsroom'];

/** Cards per page: three rows of three on desktop. */
export const POST_PAGE_SIZE = 9;

/** A kind of post as its list reads it. */
interface PostListKind<Neighbour extends PostNeighbour, Item extends Dated<Neighbour>>
  extends PostKind<Neighbour> {
  page: (page: number, pageSize: number, language: Language) => SiteQueryOptions<PagedRows<Item>>;
}

const newsList: PostListKind<NewsNeighbour, NewsListItem> = { ...newsPosts, page: siteQueries.newsPage };
const videoList: PostListKind<VideoNeighbour, Video> = { ...videoPosts, page: siteQueries.videoPage };

function PostList<N extends PostNeighbour, I extends Dated<N>>({
  kind,
  pageKey,
}: { kind: PostListKind<N, I> } & PageProps) {
  const { t } = useT();
  const { page, setPage } = useListParams();
  const posts = useSiteQuery(kind.page(page, POST_PAGE_SIZE, useLanguage()));
  const state = listPageState(posts.data, page, POST_PAGE_SIZE);

  useEffect(() => {
    if (posts.error)
      console.warn(`The ${kind.name.toLowerCase()} list could not be loaded:`, posts.error.message);
  }, [posts.error, kind.name]);

  return (
    <PageScaffold pageKey={pageKey}>
      <Stack gap="list">
        <Toolbar variant="ruled">
          <NewsroomTabs />
          <ListCount total={state.total} />
        </Toolbar>
        <CardGrid
          items={state.rows}
          loading={posts.isPending}
          loadingLabel={t(`newsroom:${kind.texts}.loading`)}
          emptyMessage={t(`newsroom:${kind.texts}.list_empty`)}
          aria-label={t(`newsroom:${kind.texts}.list_label`)}
          getKey={(item) => item.id}
          renderItem={(item) => (
            <NewsCard
              headingLevel="h2"
              title={<ItemTitle item={item} />}
              href={kind.detailPath(item.id)}
              date={postMoment(item)}
              {...kind.picture(item, 'card')}
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

/** /newsroom/News and /newsroom/Youtube: the kind's cards, newest first, paged with ?page= in the URL. */
export default function PostListPage({ pageKey }: PageProps) {
  return pageKey === 'newsroom_youtube' ? (
    <PostList key={pageKey} kind={videoList} pageKey={pageKey} />
  ) : (
    <PostList key={pageKey} kind={newsList} pageKey={pageKey} />
  );
}

/** The page of posts of `?page=`. */
export const reads: PageReads = ({ pageKey, url, language }, client) => {
  const page = parsePageParam(url.searchParams.get('page'));
  return [
    pageKey === 'newsroom_youtube'
      ? client.prefetchQuery(videoList.page(page, POST_PAGE_SIZE, language))
      : client.prefetchQuery(newsList.page(page, POST_PAGE_SIZE, language)),
  ];
};
