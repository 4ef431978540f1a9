import {
  businessDropdown,
  companyDropdown,
  type NavItem as MenuNavItem,
  navigationItems,
  type TranslationKey,
} from '@company/content';
import type { NavItem } from '@company/ui';
import type { i18n as I18n } from 'i18next';
import { plainTranslation } from '../i18n/useT';

type Translate = I18n;

function label(t: Translate, name: string): string {
  return plainTranslation(t, `header:${name}` as TranslationKey);
}

function toNavItem(t: Translate, item: MenuNavItem): NavItem {
  return {
    id: item.name,
    label: label(t, item.name),
    href: item.href,
    children: item.children.map((child) => toNavItem(t, child)),
  };
}

function links(t: Translate, items: readonly MenuNavItem[]) {
  return items.map((item) => ({ id: item.name, label: label(t, item.name), href: item.href }));
}

/** The header's menu from the typed menu tree, with the business and company dropdowns of spec section 2. */
export function headerItems(t: Translate): NavItem[] {
  const business = businessDropdown();
  const company = companyDropdown();
  return navigationItems().map((section) => {
    const item = toNavItem(t, section);
    if (section.name === 'business') {
      item.dropdown = {
        overview: {
          id: 'business_overview',
          label: plainTranslation(t, business.overview.labelKey),
          href: business.overview.href,
        },
        groups: business.groups.map((group) => ({
          id: group.name,
          label: label(t, group.name),
          href: group.href,
          links: links(t, group.children),
        })),
        banner: {
          title: label(t, business.projectBanner.name),
          links: links(t, business.projectBanner.children),
        },
      };
    }
    if (section.name === 'company') {
      item.dropdown = {
        groups: company.groups.map((group) => ({
          id: group.name,
          label: label(t, group.name),
          href: group.href,
          links: links(t, group.children),
        })),
        externalLinks: company.banners.map((banner) => ({
          id: banner.name,
          label: plainTranslation(t, banner.labelKey),
          href: banner.href,
          description: plainTranslation(t, banner.descriptionKey),
        })),
      };
    }
    return item;
  });
}
