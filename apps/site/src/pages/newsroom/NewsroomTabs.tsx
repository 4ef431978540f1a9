import { SegmentLinks } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { useBarePath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { newsListPath, videoListPath } from './paths';

/** Switches between the two newsroom lists, news and videos. */
export function NewsroomTabs() {
  const { t } = useT();
  const path = useBarePath();
  const tabs = [
    { href: newsListPath, label: t('header:newsroom_news') },
    { href: videoListPath, label: t('header:newsroom_youtube') },
  ];
  return (
    <SegmentLinks
      label={t('header:newsroom')}
      renderLink={renderAppLink}
      links={tabs.map((tab) => ({ ...tab, current: path === tab.href }))}
    />
  );
}
