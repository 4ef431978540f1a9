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
export * from './Pagination';
export * from './SearchBox';
export * from './DataTable';
export * from './Timeline';
export * from './Tabs';
export * from './PageHero';
export * from './ScrollToTopButton';
export * from './SiteFooter';
export * from './MegaHeader';
export * from './SideMenu';
export * from './LanguageSwitcher';
