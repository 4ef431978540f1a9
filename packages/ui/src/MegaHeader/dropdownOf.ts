import type { NavDropdown, NavGroup, NavItem } from './navTypes';

/** The dropdown to show for a top item: its own description, or one derived from its children. */
export function dropdownOf(item: NavItem): NavDropdown | undefined {
  if (item.dropdown) return item.dropdown;
  if (!item.children?.length) return undefined;
  return {
    groups: item.children.map((child) => ({
      id: child.id,
      label: child.label,
      href: child.href,
      links: child.children ?? [],
    })),
  };
}

/** Whether a path is this item or lies below one of its pages. */
export function isWithin(item: NavItem, path: string | undefined): boolean {
  if (!path) return false;
  const matches = (href: string) => path === href || path.startsWith(`${href}/`);
  if (matches(item.href)) return true;
  return (item.children ?? []).some((child) => isWithin(child, path));
}

/**
 * The groups as a dropdown shows them: a single page (a group with a link of its own and nothing under it)
 * is a link in a list, never a column heading over an empty column. Neighbouring single pages share one
 * list, in their order; a group with links under it stays a column with its heading.
 */
export function listSinglePages(groups: readonly NavGroup[]): NavGroup[] {
  const shown: NavGroup[] = [];
  let pages: NavGroup | undefined;
  for (const group of groups) {
    if (group.links.length === 0 && group.label && group.href) {
      if (!pages) {
        pages = { id: `${group.id}-pages`, links: [] };
        shown.push(pages);
      }
      pages.links.push({ id: group.id, label: group.label, href: group.href });
    } else {
      pages = undefined;
      shown.push(group);
    }
  }
  return shown;
}
