import { Box, Button, Card, useNotice } from '@company/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { useAdminAuth } from '../authStore';
import { useDismissDiscarded, useMyDiscarded } from '../data/discardedPendingVersions';
import { adminErrorMessageKey } from '../errors/adminErrors';
import { kstMoment } from '../time/kst';
import { dashboardPaths } from './kinds';

/**
 * On the author's dashboard: their pending versions someone else discarded in the last 30 days, who did it and
 * when, each linked to the item's history (where it is restored) until they dismiss it.
 */
export function DiscardedNotice() {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const localize = useLocalizedPath();
  const headingId = useId();
  const auth = useAdminAuth();
  const mine = useMyDiscarded(auth.status === 'staff' ? auth.userId : null);
  const dismiss = useDismissDiscarded();
  if (!mine.data || mine.data.length === 0) return null;

  const dismissOne = async (id: number) => {
    try {
      await dismiss.mutateAsync(id);
    } catch (error) {
      notify({ title: translateKey(i18n, adminErrorMessageKey(error)), tone: 'error' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('admin:discarded.notice_title')}
      </h2>
      <Box as="ul" display="grid" gap={3}>
        {mine.data.map((row) => {
          const line = t('admin:discarded.notice', {
            who: row.discarded_by_email ?? t('admin:discarded.someone'),
            title: row.title ?? `#${row.item_id}`,
            at: kstMoment(row.discarded_at),
          });
          return (
            <Card as="li" key={row.id} display="grid" gap={2}>
              <span>{line}</span>
              <Box display="flex" alignItems="center" gap={4}>
                <Link to={localize(dashboardPaths.history(row.kind, row.item_id))}>
                  {t('admin:discarded.notice_history')}
                </Link>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={dismiss.isPending}
                  onClick={() => void dismissOne(row.id)}
                  aria-label={`${t('admin:discarded.dismiss')}: ${line}`}
                >
                  {t('admin:discarded.dismiss')}
                </Button>
              </Box>
            </Card>
          );
        })}
      </Box>
    </section>
  );
}
