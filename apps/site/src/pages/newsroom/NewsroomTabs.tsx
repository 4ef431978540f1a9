import { Link } from 'react-router';
import { useBarePath, useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import * as styles from './list.css';
import { newsListPath, videoListPath } from './paths';

/** Switches between the two newsroom lists, news and videos. */
export function NewsroomTabs() {
  const { t } = useT();
  const localize = useLocalizedPath();
  const path = useBarePath();
  const tabs = [
    { href: newsListPath, label: t('header:newsroom_news') },
    { href: videoListPath, label: t('header:newsroom_youtube') },
  ];
  return (
    <nav aria-label={t('header:newsroom')} className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          to={localize(tab.href)}
          className={styles.tab}
          aria-current={path === tab.href ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
