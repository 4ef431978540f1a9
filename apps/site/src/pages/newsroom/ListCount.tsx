import { useT } from '../../i18n/useT';
import * as styles from './list.css';

/** "총 N건" above a list. */
export function ListCount({ total }: { total: number }) {
  const { t } = useT();
  return (
    <p className={styles.count} aria-live="polite">
      {t('common:search.result_count', { count: total })}
    </p>
  );
}
