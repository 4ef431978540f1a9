/** One entry of the site's menu tree. */
export interface NavItem {
  id: string;
  label: string;
  href: string;
  children?: NavItem[];
  /**
   * How this item's dropdown is laid out. Without it, the dropdown shows the children as groups
   * (each child a heading link with its own children below).
   */
  dropdown?: NavDropdown;
}

export interface NavLink {
  id: string;
  label: string;
  href: string;
}

/** A column of the dropdown: an optional heading (a link when it has an href) and its links. */
export interface NavGroup {
  id: string;
  label?: string;
  href?: string;
  links: NavLink[];
}

/** A highlighted block in the dropdown: a title and its links (e.g. the project pages). */
export interface NavBanner {
  title: string;
  links: NavLink[];
}

/** A link to another site; it opens in a new tab with rel="noopener noreferrer". */
export interface NavExternalLink {
  id: string;
  label: string;
  href: string;
  description?: string;
}

/** A dropdown described by data: every part is optional. */
export interface NavDropdown {
  /** A leading link to the section's overview page. */
  overview?: NavLink;
  groups?: NavGroup[];
  banner?: NavBanner;
  externalLinks?: NavExternalLink[];
}
