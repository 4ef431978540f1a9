import { homeSettings } from '@company/content';
import { NewsPopup } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { ItemTitle } from '../../components/ContentText';
import { siteQueries } from '../../data/queries';
import { useSiteQuery } from '../../data/queryClient';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { newsListPath } from '../newsroom/paths';
import { newsPopupItems } from './homeItems';

/** The collapsible latest-news popup: an 80 px bar that opens to 476 px on desktop. A failed load lists nothing. */
export function HomeNewsPopup() {
  const { t } = useT();
  const { data, isPending, isError } = useSiteQuery(
    siteQueries.latestNews(homeSettings.latestNewsCount, useLanguage()),
  );
  return (
    <NewsPopup
      title={t('home:news_popup.title')}
      items={newsPopupItems(isError ? [] : data, (news) => <ItemTitle item={news} />)}
      emptyText={t('home:news_popup.empty')}
      status={isPending ? 'loading' : 'ready'}
      loadingText={t('common:status.loading')}
      moreLink={{ href: newsListPath, label: t('home:newsroom.more') }}
      renderLink={renderAppLink}
    />
  );
}
