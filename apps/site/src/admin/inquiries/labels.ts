import { contactCategories, type InquiryStatus } from '@company/content';
import type { StatusBadgeTone } from '@company/ui';
import type { i18n as I18n } from 'i18next';
import { translateKey } from '../../i18n/useT';

export const statusTone: Record<InquiryStatus, StatusBadgeTone> = {
  new: 'attention',
  in_progress: 'progress',
  done: 'done',
};

export function statusLabel(i18n: I18n, status: InquiryStatus): string {
  return translateKey(i18n, `inquiry:admin.status_${status}`);
}

export function categoryLabel(i18n: I18n, id: string): string {
  const category = contactCategories.find((entry) => entry.id === id);
  return category ? translateKey(i18n, category.titleKey) : id;
}

/** A timestamp as staff read it: Korean time, to the minute. */
export function receivedAt(timestamp: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(timestamp));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
