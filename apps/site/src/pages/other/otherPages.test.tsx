import {
  contactCategories,
  hiddenPages,
  type NavItem,
  navigationItems,
  privacyPolicy,
} from '@company/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import ContactPage from './ContactPage';
import PrivacyPage from './PrivacyPage';
import SitemapPage from './SitemapPage';

const hrefs = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => [item.href, ...hrefs(item.children)]);

describe('SitemapPage', { timeout: 30_000 }, () => {
  it('links every listed section and page, and the hidden public pages', async () => {
    const { view } = await renderWithProviders(<SitemapPage pageKey="sitemap" />, { path: '/Sitemap' });
    const linked = new Set(
      [...view.container.querySelectorAll('main a, a')].map((a) => a.getAttribute('href')),
    );
    for (const href of hrefs(navigationItems())) expect(linked).toContain(href);
    for (const page of hiddenPages()) expect(linked).toContain(page.path);
    expect(screen.getByRole('link', { name: '듀라필텍스 C' })).toHaveAttribute(
      'href',
      '/business/materials/DurafiltexC',
    );
    expect(screen.queryByRole('link', { name: '듀라필텍스 AD' })).not.toBeInTheDocument();
  });

  it('keeps the /en prefix on the English sitemap', async () => {
    await renderWithProviders(<SitemapPage pageKey="sitemap" />, { path: '/en/Sitemap', language: 'en' });
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/Privacy');
  });
});

describe('ContactPage', { timeout: 30_000 }, () => {
  it('shows the five categories with their mail and phone links, and the company facts', async () => {
    await renderWithProviders(<ContactPage pageKey="qna" />, { path: '/Qna' });
    const names = ['영업 문의', '수출 문의', '구매 문의', 'R&D 문의', '투자 문의'];
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(names);
    for (const category of contactCategories) {
      expect(screen.getByRole('link', { name: category.email })).toHaveAttribute(
        'href',
        `mailto:${category.email}`,
      );
      expect(screen.getByRole('link', { name: category.phone })).toHaveAttribute(
        'href',
        `tel:${category.phone}`,
      );
    }
    const card = screen.getByRole('region', { name: '(주)클린에어텍' });
    expect(within(card).getByText('12:00 ~ 13:30')).toBeInTheDocument();
    expect(within(card).getByText('052-270-1299')).toBeInTheDocument();
  });
});

describe('PrivacyPage', { timeout: 30_000 }, () => {
  it('lists every article in its table of contents, each linking to the article', async () => {
    await renderWithProviders(<PrivacyPage pageKey="privacy" />, { path: '/Privacy' });
    const toc = screen.getByRole('navigation', { name: '목차' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(privacyPolicy.sections.length);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.querySelector('h2')?.textContent).toBe(link.textContent);
    }
  });
});
