import type { TranslationKey } from './i18n/keys';

export interface ImpactFigure {
  id: 'clients' | 'sales' | 'rnd' | 'gender';
  value: number;
  /** Shown right after the number: B (billion won) or %. */
  suffix?: 'B' | '%';
  labelKey: TranslationKey;
}

/** Home "Impact to Value": four count-up figures (spec section 2). */
export const impactFigures: readonly ImpactFigure[] = [
  { id: 'clients', value: 50, labelKey: 'home:impact.clients' },
  { id: 'sales', value: 17, suffix: 'B', labelKey: 'home:impact.sales' },
  { id: 'rnd', value: 30, suffix: '%', labelKey: 'home:impact.rnd' },
  { id: 'gender', value: 55, suffix: '%', labelKey: 'home:impact.gender' },
];

export interface ProjectSlide {
  id: 'semi_cleanroom' | 'battery_dryroom' | 'gmp_room';
  href: string;
  image: string;
  tabKey: TranslationKey;
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
  imageAltKey: TranslationKey;
}

const slide = (id: ProjectSlide['id'], href: string, image: string): ProjectSlide => ({
  id,
  href,
  image,
  tabKey: `business:projects.${id}.tab`,
  titleKey: `business:projects.${id}.title`,
  descriptionKey: `business:projects.${id}.slide_description`,
  imageAltKey: `business:projects.${id}.image_alt`,
});

/** The three project slides of the home page, linking to the project pages. */
export const projectSlides: readonly ProjectSlide[] = [
  slide('semi_cleanroom', '/business/project/SemiCleanroom', '/media/project-semi-cleanroom.svg'),
  slide('battery_dryroom', '/business/project/BatteryDryroom', '/media/project-battery-dryroom.svg'),
  slide('gmp_room', '/business/project/GmpRoom', '/media/project-gmp-room.svg'),
];

export interface HomePanel {
  id: string;
  href: string;
  image: string;
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
  imageAltKey: TranslationKey;
}

const brand = (id: 'aerea' | 'slown' | 'necove', href: string): HomePanel => ({
  id,
  href,
  image: `/media/brand-${id}.svg`,
  titleKey: `business:brands.${id}.name`,
  descriptionKey: `business:brands.${id}.panel`,
  imageAltKey: `business:brands.${id}.image_alt`,
});

/** The home brand panels (the first is open by default). */
export const brandPanels: readonly HomePanel[] = [
  brand('aerea', '/business/brands/Aerea'),
  brand('slown', '/business/brands/Slown'),
  brand('necove', '/business/brands/Necove'),
];

const material = (id: 'c' | 'ad' | 'rc', index: number): HomePanel => ({
  id,
  href: '/business/materials/DurafiltexC',
  image: `/media/material-${index}.svg`,
  titleKey: `home:materials.panels.${id}.title`,
  descriptionKey: `home:materials.panels.${id}.description`,
  imageAltKey: `home:materials.panels.${id}.image_alt`,
});

/** The home material panels: three product variants, all linking to the Durafiltex C page. */
export const materialPanels: readonly HomePanel[] = [material('c', 1), material('ad', 2), material('rc', 3)];

/** Home behaviour constants (spec section 9). */
export const homeSettings = {
  heroAutoAdvanceMs: 5000,
  countUpDurationMs: 1000,
  countUpVisibleRatio: 0.3,
  latestNewsCount: 3,
  latestShareholdersCount: 1,
  newsPopupCollapsedPx: 80,
  newsPopupExpandedPx: 476,
  introRepeatMinutes: 60,
  headerScrolledAfterPx: 50,
} as const;
