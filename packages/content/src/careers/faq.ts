import type { TranslationKey } from '../i18n/keys';

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
