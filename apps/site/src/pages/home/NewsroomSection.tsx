import { homeSettings } from '@company/content';
import { CardGrid, NewsCard } from '@company/ui';
import { HomeSection, MoreLink } from '@company/ui/sections';
import { renderAppLink } from '../../components/AppLink';
import { ItemTitle } from '../../components/ContentText';
import { postMoment } from '../../data/postDate';
import { siteQueries } from '../../data/queries';
import { useSiteQuery } from '../../data/queryClient';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { thumbnailImage } from '../../images/storageImages';
import { newsDetailPath, newsListPath } from '../newsroom/paths';

/** The latest news as cards (thumbnail, title, date) and a link to the full list. A failed load shows none. */
export function NewsroomSection() {
  const { t } = useT();
  const { data, isPending, isError } = useSiteQuery(
    siteQueries.latestNews(homeSettings.latestNewsCount, useLanguage()),
  );
  return (
    <HomeSection
      tone="subtle"
      id="home-newsroom"
      eyebrow={t('home:newsroom.eyebrow')}
      title={t('home:newsroom.title')}
      description={t('home:newsroom.description')}
      aside={
        <MoreLink href={newsListPath} renderLink={renderAppLink}>
          {t('home:newsroom.more')}
        </MoreLink>
      }
    >
      <CardGrid
        items={isError ? [] : (data ?? [])}
        loading={isPending}
        loadingLabel={t('home:newsroom.loading')}
        skeletonCount={homeSettings.latestNewsCount}
        emptyMessage={t('home:newsroom.empty')}
        aria-label={t('home:newsroom.list_label')}
        getKey={(news) => news.id}
        renderItem={(news) => (
          <NewsCard
            title={<ItemTitle item={news} />}
            href={newsDetailPath(news.id)}
            date={postMoment(news)}
            thumbnail={thumbnailImage(news.thumbnail, 'card')}
            renderLink={renderAppLink}
          />
        )}
      />
    </HomeSection>
  );
}
