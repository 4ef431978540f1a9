import type { TranslationKey } from '../i18n/keys';
import type { TitledText } from '../types';

export type BenefitGroupId = 'culture' | 'health' | 'growth' | 'empathy';

export interface BenefitGroup {
  id: BenefitGroupId;
  titleKey: TranslationKey;
  subtitleKey: TranslationKey;
  items: readonly (TitledText & { id: string })[];
}

const benefitItems: Record<BenefitGroupId, readonly string[]> = {
  culture: ['four_day_week', 'lunch', 'tea_time', 'self_leave'],
  health: ['health_check', 'fitness', 'counseling'],
  growth: ['degree', 'education', 'books'],
  empathy: ['long_service', 'voucher', 'family'],
};

/** The four benefit groups: culture, health, growth, empathy. */
export const benefitGroups: readonly BenefitGroup[] = (
  ['culture', 'health', 'growth', 'empathy'] as const
).map((id) => ({
  id,
  titleKey: `careers:benefits.groups.${id}.title`,
  subtitleKey: `careers:benefits.groups.${id}.subtitle`,
  items: benefitItems[id].map((item) => ({
    id: item,
    titleKey: `careers:benefits.groups.${id}.items.${item}.title` as TranslationKey,
    descriptionKey: `careers:benefits.groups.${id}.items.${item}.description` as TranslationKey,
  })),
}));
