import type { TranslationKey } from '../i18n/keys';

/**
 * One entry of the site menu (spec section 3). The menu is the source of the site's pages: routes,
 * navigation, dropdowns, breadcrumbs and the sitemap are all derived from it.
 */
export interface MenuEntry {
  /** Translation-key name: the label is `header.{name}`; also names the page (see `pageKey`). */
  name: string;
  /** The Korean label, for reading the tree in code; the rendered label comes from the translations. */
  ko_name: string;
  path: string;
  /** Where a click on a parent goes (its default target). */
  linkPath?: string;
  /** Only visible entries are routed and listed. */
  visible: boolean;
  children?: readonly MenuEntry[];
  /** Style hook for third-level links. */
  cls?: string;
  /** A list page whose items have their own detail routes (`{path}/:id`). */
  isDynamic?: boolean;
  /** Routed, but never listed in the menu. */
  isHiddenMenu?: boolean;
  /** Needs a signed-in administrator. */
  protected?: boolean;
}

/** A menu entry prepared for rendering: `href` is where a click goes (linkPath, else path). */
export interface NavItem {
  name: string;
  ko_name: string;
  path: string;
  href: string;
  cls?: string;
  isDynamic?: boolean;
  children: readonly NavItem[];
}

/** A page the router mounts. */
export interface RoutedPage {
  path: string;
  /** The menu entry's name; also the page module's key. */
  pageKey: string;
  isDynamic: boolean;
  /** Routed but not listed in the menu. */
  hidden: boolean;
  protected: boolean;
}

export interface Breadcrumb {
  name: string;
  ko_name: string;
  path: string;
  href: string;
}

/** A link that leaves the site; opens in a new tab. */
export interface ExternalBannerLink {
  name: string;
  href: string;
  labelKey: TranslationKey;
  descriptionKey: TranslationKey;
}
