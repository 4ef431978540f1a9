import { Button, DateTimePicker, FormDialog } from '@company/ui';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { isoOfLocalInput, localInputOf } from './publication';

interface SchedulePanelProps {
  title: string;
  /** The moment already set, if any. */
  publishedAt: string | null;
  pending: boolean;
  onSchedule: (at: string) => void;
  onCancel: () => void;
}

/**
 * Picks the moment an item goes public (ahead of now, in Korean time), for the dashboard's schedule action: a
 * dialog over the list, focus on the picker; it closes on cancel, Escape, or when the caller saves.
 */
export function SchedulePanel({ title, publishedAt, pending, onSchedule, onCancel }: SchedulePanelProps) {
  const { t } = useT();
  const now = new Date();
  const initial = publishedAt && Date.parse(publishedAt) > now.getTime() ? localInputOf(publishedAt) : '';
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = () => {
    const at = isoOfLocalInput(value);
    if (!at) return setError(t('admin:publish.schedule_missing'));
    if (Date.parse(at) <= Date.now()) return setError(t('admin:publish.schedule_past'));
    onSchedule(at);
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={t('admin:publish.schedule_title', { title })}
    >
      <DateTimePicker
        label={t('admin:publish.schedule_at')}
        hint={t('admin:publish.schedule_hint')}
        value={value}
        min={localInputOf(now.toISOString())}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        error={error}
        disabled={pending}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('admin:publish.cancel')}
        </Button>
        <Button onClick={submit} disabled={pending}>
          {t('admin:publish.schedule')}
        </Button>
      </div>
    </FormDialog>
  );
}
