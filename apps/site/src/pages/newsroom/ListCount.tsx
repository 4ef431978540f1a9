import { Note } from '@company/ui';
import { useT } from '../../i18n/useT';

/** "총 N건" above a list. */
export function ListCount({ total }: { total: number }) {
  const { t } = useT();
  return <Note aria-live="polite">{t('common:search.result_count', { count: total })}</Note>;
}
