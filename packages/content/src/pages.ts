import type { TranslationKey } from './i18n/keys';
import type { PageKey } from './menu/routes';
import type { TitledText } from './types';

/** A section of prose: a title and a list of paragraphs (read the body with `returnObjects`). */
export interface ProseSection {
  id: string;
  titleKey: TranslationKey;
  /** A list of paragraphs. */
  bodyKey: TranslationKey;
}

/** The company intro page's sections. */
export const introSections: readonly ProseSection[] = (['who', 'what', 'where'] as const).map((id) => ({
  id,
  titleKey: `company:intro.sections.${id}.title`,
  bodyKey: `company:intro.sections.${id}.body`,
}));

/** The company intro page's facts (label and value keys). */
export const introFacts: readonly { labelKey: TranslationKey; valueKey: TranslationKey }[] = (
  ['founded', 'employees', 'plant_capacity', 'projects'] as const
).map((id) => ({ labelKey: `company:intro.facts.${id}`, valueKey: `company:intro.facts.${id}_value` }));

export const visionValues: readonly TitledText[] = (
  ['precision', 'responsibility', 'sustainability', 'openness'] as const
).map((id) => ({
  titleKey: `company:vision.values.${id}.title`,
  descriptionKey: `company:vision.values.${id}.body`,
}));

export const visionGoalKeys: readonly TranslationKey[] = [
  'company:vision.goals.revenue',
  'company:vision.goals.material',
  'company:vision.goals.carbon',
];

export interface Executive {
  id: 'ceo' | 'cto' | 'coo' | 'cfo';
  nameKey: TranslationKey;
  roleKey: TranslationKey;
  bioKey: TranslationKey;
  /** A drawn portrait (scripts/media/illustrations/portraits.mjs), not a photograph. */
  portrait: string;
}

export const executives: readonly Executive[] = (['ceo', 'cto', 'coo', 'cfo'] as const).map((id) => ({
  id,
  nameKey: `company:leadership.executives.${id}.name`,
  roleKey: `company:leadership.executives.${id}.role`,
  bioKey: `company:leadership.executives.${id}.bio`,
  portrait: `/media/portrait-${id}.svg`,
}));

/**
 * CI colours: the ones the site and the logo really use (the default theme's brand deep, primary and accent):
 * the logotype's strong part, the symbol's gradient from blue to cyan (the logotype's light part in blue on
 * light grounds, in cyan on dark ones).
 */
export const ciColors: readonly { id: 'navy' | 'blue' | 'cyan'; hex: string; labelKey: TranslationKey }[] = [
  { id: 'navy', hex: '#0A1F44', labelKey: 'company:ci.colors.navy' },
  { id: 'blue', hex: '#1456D8', labelKey: 'company:ci.colors.blue' },
  { id: 'cyan', hex: '#27C1E3', labelKey: 'company:ci.colors.cyan' },
];

/** Directions to the head office (title and text keys). */
export const locationDirections: readonly TitledText[] = (['by_car', 'by_train', 'by_bus'] as const).map(
  (id) => ({
    titleKey: `company:location.${id}_title`,
    descriptionKey: `company:location.${id}`,
  }),
);

export interface BrandPage {
  id: 'aerea' | 'slown' | 'necove';
  pageKey: 'business_brands_aerea' | 'business_brands_slown' | 'business_brands_necove';
  image: string;
  eyebrowKey: TranslationKey;
  titleKey: TranslationKey;
  leadKey: TranslationKey;
  pointsKey: TranslationKey;
  imageAltKey: TranslationKey;
}

export const brandPages: readonly BrandPage[] = (['aerea', 'slown', 'necove'] as const).map((id) => ({
  id,
  pageKey: `business_brands_${id}`,
  image: `/media/brand-${id}.svg`,
  eyebrowKey: `business:brands.${id}.eyebrow`,
  titleKey: `business:brands.${id}.title`,
  leadKey: `business:brands.${id}.lead`,
  pointsKey: `business:brands.${id}.points`,
  imageAltKey: `business:brands.${id}.image_alt`,
}));

export interface ProjectPage {
  id: 'semi_cleanroom' | 'battery_dryroom' | 'gmp_room';
  pageKey:
    | 'business_project_semi_cleanroom'
    | 'business_project_battery_dryroom'
    | 'business_project_gmp_room';
  image: string;
  eyebrowKey: TranslationKey;
  titleKey: TranslationKey;
  leadKey: TranslationKey;
  imageAltKey: TranslationKey;
  sections: readonly TitledText[];
}

export const projectPages: readonly ProjectPage[] = (
  [
    ['semi_cleanroom', 'semi-cleanroom'],
    ['battery_dryroom', 'battery-dryroom'],
    ['gmp_room', 'gmp-room'],
  ] as const
).map(([id, file]) => ({
  id,
  pageKey: `business_project_${id}`,
  image: `/media/project-${file}.svg`,
  eyebrowKey: `business:projects.${id}.eyebrow`,
  titleKey: `business:projects.${id}.title`,
  leadKey: `business:projects.${id}.lead`,
  imageAltKey: `business:projects.${id}.image_alt`,
  sections: (['scope', 'approach', 'result'] as const).map((section) => ({
    titleKey: `business:projects.${id}.sections.${section}.title` as TranslationKey,
    descriptionKey: `business:projects.${id}.sections.${section}.body` as TranslationKey,
  })),
}));

/** The business overview's three areas. */
export const businessAreas: readonly TitledText[] = (['ec', 'materials', 'consumer'] as const).map((id) => ({
  titleKey: `business:overview.areas.${id}.title`,
  descriptionKey: `business:overview.areas.${id}.body`,
}));

export interface LegalDocument {
  titleKey: TranslationKey;
  effectiveDateKey: TranslationKey;
  introKey: TranslationKey;
  sections: readonly ProseSection[];
}

const legalDocument = (id: 'privacy' | 'legal_notice', count: number): LegalDocument => ({
  titleKey: `legal:${id}.title`,
  effectiveDateKey: `legal:${id}.effective_date`,
  introKey: `legal:${id}.intro`,
  sections: Array.from({ length: count }, (_, i) => {
    const section = `s${String(i + 1).padStart(2, '0')}`;
    return {
      id: section,
      titleKey: `legal:${id}.sections.${section}.title` as TranslationKey,
      bodyKey: `legal:${id}.sections.${section}.body` as TranslationKey,
    };
  }),
});

/** The privacy policy and the legal notice, article by article. */
export const privacyPolicy = legalDocument('privacy', 12);
export const legalNotice = legalDocument('legal_notice', 7);

/** The SEO title and meta description keys of a page (see `pageKey`). */
export function seoKeys(pageKey: PageKey): { titleKey: TranslationKey; descriptionKey: TranslationKey } {
  return {
    titleKey: `seo:pages.${pageKey}.title` as TranslationKey,
    descriptionKey: `seo:pages.${pageKey}.description` as TranslationKey,
  };
}
