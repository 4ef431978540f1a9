import type { ContentKind } from '@company/content';
import { Button, FormDialog, StatusBadge, TextAreaField, Toolbar, useNotice } from '@company/ui';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { useAdminAuth } from '../authStore';
import { usePendingVersions } from '../data/pendingVersions';
import { adminErrorMessageKey } from '../errors/adminErrors';
import { kstMoment } from '../time/kst';
import {
  REVIEW_MESSAGE_MAX,
  type ReviewRequest,
  useItemReviewRequests,
  useRequestReview,
  useWithdrawReview,
} from './queries';
import { reviewStatusKey, reviewStatusTone } from './status';

interface ReviewRequestPanelProps {
  kind: ContentKind;
  itemId: number;
  /** The item's publication status: a draft is asked about itself, a published item through its pending version. */
  itemStatus: string;
}

/**
 * On an item's editor: the outcome of the latest review request of the item, and for editors the "검토 요청" button
 * (a draft, or the item's newest pending version) with an optional message, or their open request to withdraw.
 */
export function ReviewRequestPanel({ kind, itemId, itemStatus }: ReviewRequestPanelProps) {
  const { t, i18n } = useT();
  const language = useLanguage();
  const { notify } = useNotice();
  const auth = useAdminAuth();
  const pending = usePendingVersions(kind, itemId);
  const pendingIds = (pending.data ?? []).map((version) => version.id);
  const requests = useItemReviewRequests(kind, itemId, pendingIds);
  const requestReview = useRequestReview();
  const withdraw = useWithdrawReview();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');

  const isEditor = auth.status === 'staff' && auth.role === 'editor';
  const target: { pendingVersionId: number | null } | null =
    itemStatus === 'draft'
      ? { pendingVersionId: null }
      : pendingIds.length > 0
        ? { pendingVersionId: pendingIds[0] ?? null }
        : null;
  const latest: ReviewRequest | undefined = requests.data?.[0];
  const openForTarget = target
    ? requests.data?.find(
        (entry) => entry.status === 'open' && entry.pending_version_id === target.pendingVersionId,
      )
    : undefined;
  const mine = openForTarget && auth.status === 'staff' && openForTarget.requested_by_email === auth.email;

  const fail = (error: unknown) =>
    notify({ title: translateKey(i18n, adminErrorMessageKey(error)), tone: 'error' });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    try {
      await requestReview.mutateAsync({ kind, itemId, pendingVersionId: target.pendingVersionId, message });
      notify({ title: t('admin:review.sent'), tone: 'success' });
      setOpen(false);
      setMessage('');
    } catch (error) {
      fail(error);
    }
  };

  const withdrawOwn = async () => {
    if (!openForTarget) return;
    try {
      await withdraw.mutateAsync(openForTarget.id);
      notify({ title: t('admin:review.withdrawn_done'), tone: 'success' });
    } catch (error) {
      fail(error);
    }
  };

  if (!latest && !(isEditor && target)) return null;
  return (
    <Toolbar>
      {latest && (
        <StatusBadge tone={reviewStatusTone[latest.status]}>
          {t('admin:review.outcome', { status: t(reviewStatusKey[latest.status]) })}
          {latest.status !== 'open' && latest.closed_at ? ` · ${kstMoment(latest.closed_at)}` : ''}
        </StatusBadge>
      )}
      {isEditor && target && !openForTarget && (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t('admin:review.request')}
        </Button>
      )}
      {mine && (
        <Button variant="ghost" size="sm" disabled={withdraw.isPending} onClick={() => void withdrawOwn()}>
          {t('admin:review.withdraw')}
        </Button>
      )}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin:review.dialog_title')}
        description={t('admin:review.dialog_detail')}
      >
        <form className={styles.form} onSubmit={(event) => void send(event)}>
          <TextAreaField
            label={t('admin:review.message_label')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={REVIEW_MESSAGE_MAX}
            counterLabel={(count, max) =>
              t('inquiry:form.message_counter', {
                count: count.toLocaleString(language),
                max: max.toLocaleString(language),
              })
            }
          />
          <Toolbar>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('admin:review.cancel')}
            </Button>
            <Button type="submit" disabled={requestReview.isPending}>
              {requestReview.isPending ? t('admin:review.sending') : t('admin:review.send')}
            </Button>
          </Toolbar>
        </form>
      </FormDialog>
    </Toolbar>
  );
}
