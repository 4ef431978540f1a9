import { EmptyState, Skeleton } from '@company/ui';
import { useT } from '../i18n/useT';
import * as styles from './PageScaffold.css';

/** What shows while a page module loads. */
export function PageLoading() {
  const { t } = useT();
  return (
    <div className={styles.content}>
      <Skeleton label={t('common:status.loading')} variant="article" />
    </div>
  );
}

/** What shows in place of a page that failed to load or render. */
export function PageFailed() {
  const { t } = useT();
  return (
    <div className={styles.content}>
      <EmptyState message={t('common:status.error')} />
    </div>
  );
}
