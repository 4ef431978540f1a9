import { Button, ConfirmDialog, DateTimePicker, Stack } from '@company/ui';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { localInputOf, type PublicationColumns, publicationOf } from '../publication';

interface PublishControlsProps {
  /** Whether the signed-in account is an admin (only admins publish or schedule). */
  isAdmin: boolean;
  /** The item as saved, if it exists. */
  item?: PublicationColumns;
  scheduleAt: string;
  onScheduleAtChange: (value: string) => void;
  pending: boolean;
  /** Disables saving altogether (an editor on a published item). */
  locked?: boolean;
  onCancel: () => void;
}

/**
 * The editor's save buttons (submit buttons whose `data-intent` tells the form what to do): everyone saves a
 * draft; an admin also publishes now, or picks a moment and schedules. Cancelling asks first (spec section 2).
 */
export function PublishControls({
  isAdmin,
  item,
  scheduleAt,
  onScheduleAtChange,
  pending,
  locked,
  onCancel,
}: PublishControlsProps) {
  const { t } = useT();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const current = item ? publicationOf(item, new Date()) : undefined;
  const disabled = pending || locked;
  return (
    <Stack gap="section">
      {isAdmin && (
        <DateTimePicker
          label={t('admin:publish.schedule_at')}
          hint={t('admin:publish.schedule_hint')}
          value={scheduleAt}
          min={localInputOf(new Date().toISOString())}
          onChange={onScheduleAtChange}
          disabled={disabled}
        />
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setConfirmCancel(true)} disabled={pending}>
          {t('admin:publish.cancel')}
        </Button>
        <Button
          type="submit"
          variant={isAdmin ? 'secondary' : 'primary'}
          data-intent="draft"
          disabled={disabled}
        >
          {pending ? t('admin:publish.saving') : t('admin:publish.save_draft')}
        </Button>
        {isAdmin && (
          <>
            <Button type="submit" variant="secondary" data-intent="schedule" disabled={disabled}>
              {t('admin:publish.schedule')}
            </Button>
            <Button type="submit" data-intent="publish" disabled={disabled}>
              {current === 'published' ? t('admin:publish.update_published') : t('admin:publish.publish_now')}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('admin:news_edit.cancel_confirm')}
        confirmLabel={t('admin:news_edit.cancel_confirm_ok')}
        cancelLabel={t('admin:news_edit.cancel_confirm_back')}
        onConfirm={() => {
          setConfirmCancel(false);
          onCancel();
        }}
      />
    </Stack>
  );
}
