import type { TranslationKey } from '../i18n/keys';
import type { TitledText } from '../types';

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
