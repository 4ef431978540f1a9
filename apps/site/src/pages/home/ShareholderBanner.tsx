import { Link } from 'react-router';
import { ItemTitle } from '../../components/ContentText';
import { useLatestShareholder } from '../../data/hooks';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { shareholdersPath } from '../newsroom/paths';
import * as styles from './HomePage.css';

/** A banner to the general-meeting page naming the latest shareholder notice (nothing named if none or on error). */
export function ShareholderBanner() {
  const { t } = useT();
  const localize = useLocalizedPath();
  const { data: latest } = useLatestShareholder();
  const titles = latest ? [latest] : [];
  return (
    <section className={styles.banner} aria-label={t('ir:shareholders.banner_label')}>
      <Link to={localize(shareholdersPath)} className={styles.bannerLink}>
        <span className={styles.bannerLabel}>{t('ir:shareholders.banner_label')}</span>
        <span className={styles.bannerTitles}>
          {titles.map((notice) => (
            <span key={notice.id}>
              <ItemTitle item={notice} />
            </span>
          ))}
        </span>
        <span className={styles.bannerMore}>
          {t('ir:shareholders.banner_more')} <span aria-hidden="true">→</span>
        </span>
      </Link>
    </section>
  );
}
