import { homeSettings } from '@company/content';
import { CardGrid, NewsCard } from '@company/ui';
import { Link } from 'react-router';
import { renderAppLink } from '../../components/AppLink';
import { ItemTitle } from '../../components/ContentText';
import { useLatestNews } from '../../data/hooks';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { newsDetailPath, newsListPath } from '../newsroom/paths';
import * as styles from './HomePage.css';
import { SectionHeader } from './SectionHeader';

/** The latest news as cards (thumbnail, title, date) and a link to the full list. A failed load shows none. */
export function NewsroomSection() {
  const { t } = useT();
  const localize = useLocalizedPath();
  const { data, isPending, isError } = useLatestNews(homeSettings.latestNewsCount);
  return (
    <section className={styles.sectionSubtle} aria-labelledby="home-newsroom">
      <div className={styles.inner}>
        <SectionHeader
          id="home-newsroom"
          eyebrow={t('home:newsroom.eyebrow')}
          title={t('home:newsroom.title')}
          description={t('home:newsroom.description')}
          aside={
            <Link to={localize(newsListPath)} className={styles.moreLink}>
              {t('home:newsroom.more')} <span aria-hidden="true">→</span>
            </Link>
          }
        />
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
              date={news.created_at}
              thumbnail={news.thumbnail}
              renderLink={renderAppLink}
            />
          )}
        />
      </div>
    </section>
  );
}
