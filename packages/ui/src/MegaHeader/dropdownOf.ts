import type { NavDropdown, NavItem } from './navTypes';

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
