import { AnnouncementBanner } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { ItemTitle } from '../../components/ContentText';
import { siteQueries } from '../../data/queries';
import { useSiteQuery } from '../../data/queryClient';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { shareholdersPath } from '../newsroom/paths';

/** A banner to the general-meeting page naming the latest shareholder notice (nothing named if none or on error). */
export function ShareholderBanner() {
  const { t } = useT();
  const { data: latest } = useSiteQuery(siteQueries.latestShareholder(useLanguage()));
  const titles = latest ? [<ItemTitle key={latest.id} item={latest} />] : [];
  return (
    <AnnouncementBanner
      href={shareholdersPath}
      label={t('ir:shareholders.banner_label')}
      titles={titles}
      more={t('ir:shareholders.banner_more')}
      renderLink={renderAppLink}
    />
  );
}
