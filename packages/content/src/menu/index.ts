export {
  allEntries,
  breadcrumbs,
  defaultTarget,
  findEntry,
  hiddenPages,
  hrefOf,
  navigationItems,
  protectedPages,
  routedPages,
  sectionRedirects,
} from './derive';
export type { BusinessDropdown, CompanyDropdown } from './dropdowns';
export { businessDropdown, companyBanners, companyDropdown } from './dropdowns';
export type { FixedPageKey, FixedRoute, PageKey } from './routes';
export {
  allPageKeys,
  type ContentKind,
  contentKinds,
  fixedRoutes,
  footerLinks,
  HOME_PAGE_KEY,
  isContentKind,
  NOT_FOUND_PAGE_KEY,
  pageKey,
} from './routes';
export type { SitemapTree } from './sitemap';
export { sitemapTree } from './sitemap';
export type { MenuName, MenuPageName } from './tree';
export { menu, menuTree, THIRD_LEVEL_CLS } from './tree';
export type { Breadcrumb, ExternalBannerLink, MenuEntry, NavItem, RoutedPage } from './types';
