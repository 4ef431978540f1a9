import { findEntry, hiddenPages, navigationItems } from './derive';
import { menu } from './tree';
import type { MenuEntry, NavItem } from './types';

/** The sitemap page: every listed section with its pages, then the site's other public pages. */
export interface SitemapTree {
  sections: readonly NavItem[];
  /** The public hidden pages except /business/Business, which the business section already links. */
  others: readonly NavItem[];
}

export function sitemapTree(entries: readonly MenuEntry[] = menu): SitemapTree {
  const sections = navigationItems(entries);
  const listedHrefs = new Set(
    sections.flatMap(function hrefs(item): string[] {
      return [item.href, item.path, ...item.children.flatMap(hrefs)];
    }),
  );
  const others = hiddenPages(entries)
    .filter((page) => !listedHrefs.has(page.path))
    .map((page) => ({
      name: page.pageKey,
      ko_name: findEntry(page.path, entries)?.ko_name ?? page.pageKey,
      path: page.path,
      href: page.path,
      children: [],
    }));
  return { sections, others };
}
