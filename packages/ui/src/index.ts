import '@company/tokens/theme';

export {
  breakpoints,
  defaultTheme,
  forestTheme,
  forestThemeClass,
  media,
  type ThemeValues,
  vars,
} from '@company/tokens';
export * from './AnnouncementBanner';
export * from './AreaCards';
export * from './ArrowLink';
export * from './ArticleLayout';
export * from './AsideLayout';
export * from './BenefitGroup';
export * from './BulletList';
export * from './Button';
export * from './ButtonLink';
export * from './Callout';
export * from './CardGrid';
export * from './CertificateList';
export * from './ClaimCard';
export * from './ColorSwatches';
export * from './ComparisonBars';
export * from './ConfirmDialog';
export * from './ContactCard';
export * from './ContactCategories';
export * from './CountUpStat';
export * from './CtaBand';
export * from './DataSection';
export * from './DataTable';
export * from './DisclosureList';
export * from './EmptyState';
export * from './ExpandPanels';
export * from './FactBand';
export * from './FaqList';
export * from './FeatureGrid';
export * from './Figure';
export * from './FigureGrid';
export * from './HeroVideo';
export * from './HomeSection';
export * from './ImageField';
export * from './IntroOverlay';
export * from './ItemList';
export * from './JobPanel';
export * from './LanguageSwitcher';
export * from './LegalText';
export * from './Letter';
export * from './LetterValues';
export * from './Link';
export * from './LinkCards';
export * from './LinkRow';
export * from './LogoPlate';
export * from './MediaSplit';
export * from './MegaHeader';
export * from './MissionBand';
export * from './NewsCard';
export * from './NewsPopup';
export * from './NotFoundView';
export * from './Notice';
export * from './NumberedList';
export * from './PageHero';
export * from './Pagination';
export * from './PersonMeta';
export * from './PillarCards';
export * from './PostNavigation';
export * from './ProductIntro';
export * from './ProfileCard';
export * from './ProjectTabs';
export * from './Prose';
export * from './ProseRow';
export * from './ReportBand';
export * from './RichEditor';
export * from './RichText';
export * from './ScrollToTopButton';
export * from './SearchBox';
export * from './SearchToolbar';
export * from './Section';
export * from './SegmentLinks';
export * from './SideMenu';
export * from './SiteFooter';
export * from './SitemapTree';
export * from './Skeleton';
export * from './Stack';
export * from './Statement';
export * from './Stepper';
export * from './SymbolRow';
export * from './Tabs';
export * from './TextField';
export * from './ThumbnailLinks';
export * from './Timeline';
export * from './Toolbar';
export * from './Typography';
export * from './VideoEmbed';
export * from './YearStrip';
