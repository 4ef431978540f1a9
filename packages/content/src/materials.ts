import type { TranslationKey } from './i18n/keys';
import type { TitledText } from './types';

/** The filter material's claims (spec section 1). */
export const filterClaims = {
  lifespanMonths: { existing: { min: 6, max: 24 }, durafiltex: { min: 12, max: 60 } },
  /** Up to 4x the lifespan of existing filters. */
  lifespanMultipleMax: 4,
  /** Pressure loss reduced by up to this percentage. */
  pressureLossReductionMaxPercent: 80,
  /** The nano filtration layer works at this level. */
  nanoFiltrationLevelNm: 50,
  keys: {
    lifespanExisting: 'business:materials.durafiltex_c.lifespan_existing',
    lifespanDurafiltex: 'business:materials.durafiltex_c.lifespan_durafiltex',
    lifespanClaim: 'business:materials.durafiltex_c.lifespan_claim',
    pressureClaim: 'business:materials.durafiltex_c.pressure_claim',
  },
} as const satisfies { keys: Record<string, TranslationKey> } & Record<string, unknown>;

export type FilterLayerId = 'three_d' | 'electrostatic' | 'nano';

export interface FilterLayer extends TitledText {
  id: FilterLayerId;
  order: number;
}

/** The three technology layers: 3D filtration, electrostatic filtration, nano filtration (50nm level). */
export const filterLayers: readonly FilterLayer[] = (['three_d', 'electrostatic', 'nano'] as const).map(
  (id, i) => ({
    id,
    order: i + 1,
    titleKey: `business:layers.${id}.title`,
    descriptionKey: `business:layers.${id}.description`,
  }),
);

export interface ComparisonRow {
  id: string;
  labelKey: TranslationKey;
  glassFiberKey: TranslationKey;
  durafiltexKey: TranslationKey;
}

/** Durafiltex C against existing glass fiber filters. */
export const comparisonTable = {
  captionKey: 'business:materials.durafiltex_c.comparison_caption',
  headerKeys: {
    item: 'business:materials.durafiltex_c.comparison_item',
    glassFiber: 'business:materials.durafiltex_c.comparison_glass',
    durafiltex: 'business:materials.durafiltex_c.comparison_durafiltex',
  },
  rows: (['lifespan', 'pressure_loss', 'structure', 'energy', 'safety', 'disposal'] as const).map(
    (id): ComparisonRow => ({
      id,
      labelKey: `business:comparison.${id}.label`,
      glassFiberKey: `business:comparison.${id}.glass`,
      durafiltexKey: `business:comparison.${id}.durafiltex`,
    }),
  ),
} as const satisfies { captionKey: TranslationKey; headerKeys: Record<string, TranslationKey> } & Record<
  string,
  unknown
>;

export type UseCaseId =
  | 'semiconductor_cleanroom'
  | 'ai_data_center'
  | 'battery_dryroom'
  | 'multi_use_hvac'
  | 'pharma_gmp'
  | 'air_purifier';

export interface UseCase extends TitledText {
  id: UseCaseId;
}

/** The six use cases. */
export const useCases: readonly UseCase[] = (
  [
    'semiconductor_cleanroom',
    'ai_data_center',
    'battery_dryroom',
    'multi_use_hvac',
    'pharma_gmp',
    'air_purifier',
  ] as const
).map((id) => ({
  id,
  titleKey: `business:use_cases.${id}.title`,
  descriptionKey: `business:use_cases.${id}.description`,
}));

export type ImpactId = 'electricity_cost' | 'carbon_emission' | 'economic_cost';

export interface SustainabilityImpact extends TitledText {
  id: ImpactId;
}

/** The sustainability impact: electricity cost, carbon emission, economic cost reduction. */
export const sustainabilityImpact: readonly SustainabilityImpact[] = (
  ['electricity_cost', 'carbon_emission', 'economic_cost'] as const
).map((id) => ({
  id,
  titleKey: `business:impact.${id}.title`,
  descriptionKey: `business:impact.${id}.description`,
}));

/** A material page whose copy is a lead and a list of points (the pages not yet in the menu). */
export interface MaterialPage {
  pageKey:
    | 'business_materials_durafiltex_ad'
    | 'business_materials_durafiltex_rc'
    | 'business_materials_fmps';
  path: string;
  eyebrowKey: TranslationKey;
  titleKey: TranslationKey;
  subtitleKey: TranslationKey;
  leadKey: TranslationKey;
  /** A list of texts: read with `returnObjects`. */
  pointsKey: TranslationKey;
}

const materialPage = (
  pageKey: MaterialPage['pageKey'],
  path: string,
  id: 'durafiltex_ad' | 'durafiltex_rc' | 'fmps',
): MaterialPage => ({
  pageKey,
  path,
  eyebrowKey: `business:materials.${id}.eyebrow`,
  titleKey: `business:materials.${id}.title`,
  subtitleKey: `business:materials.${id}.subtitle`,
  leadKey: `business:materials.${id}.lead`,
  pointsKey: `business:materials.${id}.points`,
});

export const materialPages: readonly MaterialPage[] = [
  materialPage('business_materials_durafiltex_ad', '/business/materials/DurafiltexAD', 'durafiltex_ad'),
  materialPage('business_materials_durafiltex_rc', '/business/materials/DurafiltexRC', 'durafiltex_rc'),
  materialPage('business_materials_fmps', '/business/materials/FMPS', 'fmps'),
];
