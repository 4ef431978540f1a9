/**
 * `@company/ui/sections`: the page bands a site composes its pages from (heroes, statements, feature grids,
 * letters, figures and calls to action), built from the primitives and patterns of `@company/ui`.
 */
import '@company/tokens/theme';

export { type Area, AreaCards, type AreaCardsProps, type AreaLink } from './AreaCards';
export { BulletList, type BulletListProps } from './BulletList';
export { Callout, type CalloutProps } from './Callout';
export { CtaBand, type CtaBandProps } from './CtaBand';
export { DataSection, type DataSectionProps } from './DataSection';
export { type Fact, FactBand, type FactBandProps } from './FactBand';
export { FeatureGrid, type FeatureGridItem, type FeatureGridProps } from './FeatureGrid';
export { HomeSection, type HomeSectionProps, Lines, MoreLink, type MoreLinkProps } from './HomeSection';
export { type LegalArticle, LegalText, type LegalTextProps } from './LegalText';
export { Letter, type LetterProps } from './Letter';
export { type LetterValue, LetterValues, type LetterValuesProps } from './LetterValues';
export { LinkRow, type LinkRowProps } from './LinkRow';
export { MediaSplit, type MediaSplitProps } from './MediaSplit';
export { MissionBand, type MissionBandProps, type MissionStatement } from './MissionBand';
export { type Breadcrumb, PageHero, type PageHeroProps } from './PageHero';
export { type Pillar, PillarCards, type PillarCardsProps } from './PillarCards';
export { ProductIntro, type ProductIntroProps } from './ProductIntro';
export {
  clampIndex,
  type ProjectTabItem,
  ProjectTabs,
  type ProjectTabsLabels,
  type ProjectTabsProps,
} from './ProjectTabs';
export { Prose, type ProseProps } from './Prose';
export { ProseRow, type ProseRowProps } from './ProseRow';
export { ReportBand, type ReportBandProps } from './ReportBand';
export { Section, type SectionProps, SectionTitle } from './Section';
export { Statement, type StatementProps } from './Statement';
export { type ThumbnailLink, ThumbnailLinks, type ThumbnailLinksProps } from './ThumbnailLinks';
