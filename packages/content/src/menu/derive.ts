import { menu } from './tree';
import type { Breadcrumb, MenuEntry, NavItem, RoutedPage } from './types';

/** Where a click on the entry goes: its default target if it has one, otherwise its own page. */
export function hrefOf(entry: MenuEntry): string {
  return entry.linkPath ?? entry.path;
}

function isListed(entry: MenuEntry): boolean {
  return entry.visible && !entry.isHiddenMenu;
}

function toNavItem(entry: MenuEntry): NavItem {
  const item: NavItem = {
    name: entry.name,
    ko_name: entry.ko_name,
    path: entry.path,
    href: hrefOf(entry),
    children: (entry.children ?? []).filter(isListed).map(toNavItem),
  };
  if (entry.cls !== undefined) item.cls = entry.cls;
  if (entry.isDynamic) item.isDynamic = true;
  return item;
}

/** The header and side-menu items: visible, not hidden-menu entries, each with its listed children. */
export function navigationItems(entries: readonly MenuEntry[] = menu): NavItem[] {
  return entries.filter(isListed).map(toNavItem);
}

/** Every entry reachable through visible entries only, depth first, in menu order. */
function visibleEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((e) => e.visible).flatMap((e) => [e, ...visibleEntries(e.children ?? [])]);
}

/**
 * The pages the router mounts: every visible leaf whose ancestors are all visible, including
 * hidden-menu and protected pages. Entries with `visible: false` (and everything under them) are not routed.
 */
export function routedPages(entries: readonly MenuEntry[] = menu): RoutedPage[] {
  return visibleEntries(entries)
    .filter((e) => !e.children?.length)
    .map((e) => ({
      path: e.path,
      pageKey: e.name,
      isDynamic: e.isDynamic === true,
      hidden: e.isHiddenMenu === true,
      protected: e.protected === true,
    }));
}

/** Routed pages that are kept out of the menu and need no sign-in (/Sitemap, /Privacy, ...). */
export function hiddenPages(entries: readonly MenuEntry[] = menu): RoutedPage[] {
  return routedPages(entries).filter((p) => p.hidden && !p.protected);
}

/** Routed pages that need a signed-in administrator (the editors). */
export function protectedPages(entries: readonly MenuEntry[] = menu): RoutedPage[] {
  return routedPages(entries).filter((p) => p.protected);
}

/**
 * Where a visitor lands for a menu path: a section or group goes to its default target (its
 * linkPath), a page to itself. Undefined for unknown paths and for entries that are not routed.
 */
export function defaultTarget(path: string, entries: readonly MenuEntry[] = menu): string | undefined {
  const entry = visibleEntries(entries).find((e) => e.path === path);
  return entry ? hrefOf(entry) : undefined;
}

/** The redirects a router needs: each visible section or group path to its default target. */
export function sectionRedirects(entries: readonly MenuEntry[] = menu): { from: string; to: string }[] {
  return visibleEntries(entries)
    .filter((e) => e.children?.length && e.linkPath !== undefined && e.linkPath !== e.path)
    .map((e) => ({ from: e.path, to: hrefOf(e) }));
}

function chainTo(path: string, entries: readonly MenuEntry[]): MenuEntry[] | undefined {
  for (const entry of entries) {
    if (entry.path === path) return [entry];
    if (!path.startsWith(`${entry.path}/`)) continue;
    if (!entry.children?.length) return [entry];
    const rest = chainTo(path, entry.children);
    if (rest) return [entry, ...rest];
  }
  return undefined;
}

/**
 * The trail from the section down to the page for `path`. A path below a page (a detail route such
 * as /newsroom/News/12) ends at that page. Unknown paths give an empty trail.
 */
export function breadcrumbs(path: string, entries: readonly MenuEntry[] = menu): Breadcrumb[] {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (chainTo(normalised, entries) ?? []).map((e) => ({
    name: e.name,
    ko_name: e.ko_name,
    path: e.path,
    href: hrefOf(e),
  }));
}

/** Finds the entry with exactly this path anywhere in the tree, visible or not. */
export function findEntry(path: string, entries: readonly MenuEntry[] = menu): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.path === path) return entry;
    const found = findEntry(path, entry.children ?? []);
    if (found) return found;
  }
  return undefined;
}

/** Every entry of the tree, visible or not, depth first. */
export function allEntries(entries: readonly MenuEntry[] = menu): MenuEntry[] {
  return entries.flatMap((e) => [e, ...allEntries(e.children ?? [])]);
}
