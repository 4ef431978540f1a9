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
export * from './CountUpStat';
export * from './DataTable';
export * from './EmptyState';
export * from './ExpandPanels';
export * from './FallbackText';
export * from './HeroVideo';
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
export * from './SideMenu';
export * from './SiteFooter';
export * from './Skeleton';
export * from './Tabs';
export * from './TextField';
export * from './Timeline';
export * from './VideoEmbed';
