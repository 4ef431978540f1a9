import { Link } from 'react-router';
import { Logo } from '../components/Logo';
import { Seo } from '../components/Seo';
import { useT } from '../i18n/useT';
import * as styles from './NotFoundPage.css';

export default function NotFoundPage() {
  const { t } = useT();
  return (
    <section className={styles.page}>
      <Seo pageKey="not_found" />
      <Logo className={styles.logo} />
      <p className={styles.code}>{t('common:not_found.code')}</p>
      <h1 className={styles.title}>{t('common:not_found.title')}</h1>
      <p className={styles.description}>{t('common:not_found.description')}</p>
      <Link to="/" className={styles.homeButton}>
        {t('common:not_found.home_button')}
      </Link>
    </section>
  );
}
