import type { TranslationKey } from './i18n/keys';
import type { TitledText } from './types';

/** The five hiring steps, in order (spec section 1). */
export type HiringStepId = 'application' | 'document_review' | 'interview' | 'health_check' | 'final_pass';

export interface HiringStep extends TitledText {
  id: HiringStepId;
  step: number;
}

const step = (id: HiringStepId, index: number): HiringStep => ({
  id,
  step: index + 1,
  titleKey: `careers:process.steps.${id}.title`,
  descriptionKey: `careers:process.steps.${id}.description`,
});

export const hiringSteps: readonly HiringStep[] = (
  ['application', 'document_review', 'interview', 'health_check', 'final_pass'] as const
).map(step);

/** Notes shown under the hiring steps (a list of texts). */
export const hiringNotesKey: TranslationKey = 'careers:process.notes';

/** One tab of the jobs page (spec entity "Job tab": title, English title, description, items). */
export interface JobTab {
  id: string;
  titleKey: TranslationKey;
  englishTitleKey: TranslationKey;
  descriptionKey: TranslationKey;
  items: readonly TitledText[];
}

const jobItems = {
  materials: ['process', 'quality', 'sales'],
  consumer: ['planning', 'marketing', 'cx'],
  ec: ['design', 'construction', 'validation', 'estimation'],
  rnd: ['materials', 'analysis', 'data'],
  strategy: ['planning', 'new_business', 'esg'],
  support: ['finance', 'hr', 'it'],
} as const;

type JobTabId = keyof typeof jobItems;

function jobTab<T extends JobTabId>(id: T): JobTab {
  const base = `careers:jobs.tabs.${id}` as const;
  return {
    id,
    titleKey: `${base}.title`,
    englishTitleKey: `${base}.english_title`,
    descriptionKey: `${base}.description`,
    items: jobItems[id].map((item) => ({
      titleKey: `${base}.items.${item}.title` as TranslationKey,
      descriptionKey: `${base}.items.${item}.description` as TranslationKey,
    })),
  };
}

/**
 * The six job tabs: materials business, consumer goods business, E&C business, R&D center,
 * business strategy division, management support division.
 */
export const jobTabs: readonly JobTab[] = (
  ['materials', 'consumer', 'ec', 'rnd', 'strategy', 'support'] as const
).map(jobTab);

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

export type FaqCategory = 'application' | 'process' | 'work' | 'benefits';

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  categoryKey: TranslationKey;
  questionKey: TranslationKey;
  answerKey: TranslationKey;
}

const faqCategories: readonly [string, FaqCategory][] = [
  ['q01', 'application'],
  ['q02', 'application'],
  ['q03', 'application'],
  ['q04', 'process'],
  ['q05', 'process'],
  ['q06', 'process'],
  ['q07', 'process'],
  ['q08', 'work'],
  ['q09', 'work'],
  ['q10', 'work'],
  ['q11', 'work'],
  ['q12', 'benefits'],
  ['q13', 'benefits'],
  ['q14', 'benefits'],
];

/** The careers FAQ, in display order (enough entries for search and paging). */
export const faqEntries: readonly FaqEntry[] = faqCategories.map(([id, category]) => ({
  id,
  category,
  categoryKey: `careers:faq.categories.${category}`,
  questionKey: `careers:faq.items.${id}.question` as TranslationKey,
  answerKey: `careers:faq.items.${id}.answer` as TranslationKey,
}));

/** FAQ entries shown per page. */
export const FAQ_PAGE_SIZE = 5;
