import { Button, DateTimePicker } from '@company/ui';
import { useT } from '../../../i18n/useT';
import { localInputOf, type PublicationColumns, publicationOf } from '../publication';

interface PublishButtonsProps {
  /** Whether the signed-in account is an admin (only admins publish or schedule). */
  isAdmin: boolean;
  /** The item as saved, if it exists. */
  item?: PublicationColumns;
  pending: boolean;
  /** Asks first when something changed (the form decides). */
  onCancel: () => void;
  /** The spec's news edit screen: the admin's primary button on a live item reads 수정 완료. */
  specWords?: boolean;
}

/**
 * The editor's save buttons (submit buttons whose `data-intent` tells the form what to do), in its bar. What the
 * secondary save does depends on the item: a new item or a draft is saved as a draft; a live item's changes are
 * kept as a pending version (visitors see nothing new); a scheduled item keeps its moment. An admin also
 * publishes (a live item keeps its moment) or schedules (at the moment of `ScheduleField`); a live item is never
 * rescheduled (hidden) from here.
 */
export function PublishButtons({ isAdmin, item, pending, onCancel, specWords }: PublishButtonsProps) {
  const { t } = useT();
  const current = item ? publicationOf(item, new Date()) : undefined;
  const saveLabel =
    current === 'published'
      ? t('admin:publish.save_pending')
      : current === 'scheduled'
        ? isAdmin
          ? t('admin:publish.save_keep_schedule')
          : t('admin:publish.save_pending')
        : t('admin:publish.save_draft');
  const publishLabel =
    current === 'published'
      ? specWords
        ? t('admin:news_edit.submit')
        : t('admin:publish.update_published')
      : t('admin:publish.publish_now');
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={pending} data-leave="">
        {t('admin:publish.cancel')}
      </Button>
      <Button
        type="submit"
        variant={isAdmin ? 'secondary' : 'primary'}
        data-intent="draft"
        disabled={pending}
      >
        {pending && !isAdmin ? t('admin:publish.saving') : saveLabel}
      </Button>
      {isAdmin && (
        <>
          {current !== 'published' && (
            <Button type="submit" variant="secondary" data-intent="schedule" disabled={pending}>
              {t('admin:publish.schedule')}
            </Button>
          )}
          <Button type="submit" data-intent="publish" disabled={pending}>
            {pending ? t('admin:publish.saving') : publishLabel}
          </Button>
        </>
      )}
    </>
  );
}

interface ScheduleFieldProps {
  isAdmin: boolean;
  item?: PublicationColumns;
  scheduleAt: string;
  onScheduleAtChange: (value: string) => void;
  pending: boolean;
}

/** The moment an admin schedules an item for (never shown for a live item, which is not rescheduled). */
export function ScheduleField({
  isAdmin,
  item,
  scheduleAt,
  onScheduleAtChange,
  pending,
}: ScheduleFieldProps) {
  const { t } = useT();
  const current = item ? publicationOf(item, new Date()) : undefined;
  if (!isAdmin || current === 'published') return null;
  return (
    <DateTimePicker
      label={t('admin:publish.schedule_at')}
      hint={t('admin:publish.schedule_hint')}
      value={scheduleAt}
      min={localInputOf(new Date().toISOString())}
      onChange={onScheduleAtChange}
      disabled={pending}
    />
  );
}
