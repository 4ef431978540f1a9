import { allEntries, type NavItem, navigationItems, type TranslationKey } from '@company/content';

/** The path of the menu entry a page key names (page keys are menu entry names). */
export function pathOfPage(pageKey: string): string | undefined {
  return allEntries().find((entry) => entry.name === pageKey)?.path;
}

/** The listed (visible) pages under a business group, e.g. `business_brands`. */
export function listedPagesOf(groupName: string): readonly NavItem[] {
  const business = navigationItems().find((item) => item.name === 'business');
  return business?.children.find((item) => item.name === groupName)?.children ?? [];
}

/** The header label key of a menu entry. */
export function menuLabelKey(name: string): TranslationKey {
  return `header:${name}` as TranslationKey;
}
