import { company } from '../company';
import { navigationItems } from './derive';
import { menu } from './tree';
import type { ExternalBannerLink, MenuEntry, NavItem } from './types';

/** The business dropdown (spec section 2): overview link, brands and materials, then the project banner. */
export interface BusinessDropdown {
  /** The Overview link to /business/Business; its label is `header.business_overview`. */
  overview: { labelKey: 'header:business_overview'; href: string };
  /** business_brands and business_materials, each with its visible third-level links. */
  groups: readonly NavItem[];
  /** The banner block: titled `header.business_project`, holding the three project links. */
  projectBanner: NavItem;
}

/** The company dropdown: the company section's children plus two external banner links. */
export interface CompanyDropdown {
  groups: readonly NavItem[];
  banners: readonly ExternalBannerLink[];
}

function section(name: string, entries: readonly MenuEntry[]): NavItem {
  const found = navigationItems(entries).find((item) => item.name === name);
  if (!found) throw new Error(`The menu has no listed section named ${name}`);
  return found;
}

function child(parent: NavItem, name: string): NavItem {
  const found = parent.children.find((item) => item.name === name);
  if (!found) throw new Error(`The menu section ${parent.name} has no listed child named ${name}`);
  return found;
}

export function businessDropdown(entries: readonly MenuEntry[] = menu): BusinessDropdown {
  const business = section('business', entries);
  return {
    overview: { labelKey: 'header:business_overview', href: '/business/Business' },
    groups: [child(business, 'business_brands'), child(business, 'business_materials')],
    projectBanner: child(business, 'business_project'),
  };
}

/** The two external links of the company dropdown (video channel and blog). */
export const companyBanners: readonly ExternalBannerLink[] = [
  {
    name: 'youtube',
    href: company.links.youtube,
    labelKey: 'header:banner_youtube',
    descriptionKey: 'header:banner_youtube_description',
  },
  {
    name: 'blog',
    href: company.links.blog,
    labelKey: 'header:banner_blog',
    descriptionKey: 'header:banner_blog_description',
  },
];

export function companyDropdown(entries: readonly MenuEntry[] = menu): CompanyDropdown {
  return { groups: section('company', entries).children, banners: companyBanners };
}
