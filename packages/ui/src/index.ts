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
export * from './Link';
export * from './IntroOverlay';
export * from './Skeleton';
export * from './EmptyState';
export * from './TextField';
export * from './VideoEmbed';
export * from './NewsCard';
export * from './PostNavigation';
export * from './CardGrid';
export * from './CountUpStat';
export * from './ExpandPanels';
export * from './Pagination';
export * from './SearchBox';
export * from './DataTable';
export * from './Timeline';
export * from './Tabs';
export * from './PageHero';
export * from './ScrollToTopButton';
export * from './SiteFooter';
export * from './NewsPopup';
export * from './ConfirmDialog';
export * from './Notice';
export * from './ImageField';
export * from './MegaHeader';
export * from './SideMenu';
export * from './LanguageSwitcher';
export * from './RichEditor';
export * from './ProjectTabs';
export * from './HeroVideo';
