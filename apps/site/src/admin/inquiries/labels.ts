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
