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
export * from './Button';
export * from './CardGrid';
export * from './ConfirmDialog';
export * from './ConsentField';
export * from './CountUpStat';
export * from './DataTable';
export * from './DescriptionList';
export * from './EmptyState';
export * from './ErrorSummary';
export * from './ExpandPanels';
export * from './FallbackText';
export * from './FilterBar';
export * from './FormGrid';
export * from './HeroVideo';
export * from './HoneypotField';
export * from './ImageField';
export * from './IntroOverlay';
export * from './LanguageBadge';
export * from './LanguageSwitcher';
export * from './LanguageTabs';
export * from './Link';
export * from './MegaHeader';
export * from './NewsCard';
export * from './NewsPopup';
export * from './Notice';
export * from './PageHero';
export * from './Pagination';
export * from './PostNavigation';
export * from './ProjectTabs';
export * from './RichEditor';
export * from './ScrollToTopButton';
export * from './SearchBox';
export * from './SelectField';
export * from './SideMenu';
export * from './SiteFooter';
export * from './Skeleton';
export * from './StatusBadge';
export * from './SuccessPanel';
export * from './Tabs';
export * from './TextAreaField';
export * from './TextField';
export * from './Timeline';
export * from './VideoEmbed';
