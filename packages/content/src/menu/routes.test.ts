import { describe, expect, it } from 'vitest';
import { routedPages } from './derive';
import { allPageKeys, fixedRoutes, footerLinks, pageKey } from './routes';
import { sitemapTree } from './sitemap';

describe('fixedRoutes', () => {
  it('lists the fixed routes, the news edit and everything under /admin protected', () => {
    expect(fixedRoutes.map((r) => r.path)).toEqual([
      '/newsroom/News/:id',
      '/newsroom/News/:id/edit',
      '/newsroom/Youtube/:id',
      '/ir/Announcement/:id',
      '/login',
      '/search',
      '/admin/inquiries',
      '/admin/staff',
      '/admin/audit',
      '/admin/trash',
      '/admin/review',
      '/admin',
      '/admin/:kind/new',
      '/admin/:kind/:id',
      '/admin/:kind/:id/history',
      '/admin/preview/:kind/:id',
    ]);
    expect(fixedRoutes.filter((r) => r.protected).map((r) => r.path)).toEqual([
      '/newsroom/News/:id/edit',
      '/admin/inquiries',
      '/admin/staff',
      '/admin/audit',
      '/admin/trash',
      '/admin/review',
      '/admin',
      '/admin/:kind/new',
      '/admin/:kind/:id',
      '/admin/:kind/:id/history',
      '/admin/preview/:kind/:id',
    ]);
  });
});

describe('pageKey', () => {
  it.each([
    ['/', 'home'],
    ['/company/intro/Intro', 'company_intro_intro'],
    ['/business/Business', 'business_business'],
    ['/LegalNotice', 'legal_notice'],
    ['/careers/info/FAQ/', 'careers_info_faq'],
    ['/newsroom/NewsEditor', 'newsroom_news_editor'],
    ['/newsroom/News/42', 'news_detail'],
    ['/newsroom/News/42/edit', 'news_edit'],
    ['/newsroom/Youtube/7', 'youtube_detail'],
    ['/ir/Announcement/3', 'announcement_detail'],
    ['/login', 'login'],
    ['/search', 'search'],
    ['/admin', 'admin_dashboard'],
    ['/admin/youtube/new', 'admin_item_new'],
    ['/admin/news/12', 'admin_item_edit'],
    ['/admin/shareholders/12/history', 'admin_item_history'],
    ['/admin/preview/announcement/5', 'admin_preview'],
    ['/admin/pages/12', 'not_found'],
    ['/newsroom/News/abc', 'not_found'],
    ['/ir/Schedule', 'not_found'],
    ['/business/materials/DurafiltexAD', 'not_found'],
    ['/company', 'not_found'],
    ['/whatever', 'not_found'],
  ])('names %s as %s', (path, key) => {
    expect(pageKey(path)).toBe(key);
  });

  it('names every routed page by its own key', () => {
    for (const page of routedPages()) expect(pageKey(page.path)).toBe(page.pageKey);
  });

  it('lists unique keys for every page, routed or ready to be', () => {
    const keys = allPageKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining(['home', 'not_found', 'login', 'ir_schedule', 'business_materials_fmps']),
    );
  });
});

describe('sitemapTree', () => {
  it('lists the sections and the other public pages, never the editors', () => {
    const tree = sitemapTree();
    expect(tree.sections.map((s) => s.name)).toEqual([
      'company',
      'business',
      'sustainability',
      'ir',
      'careers',
      'newsroom',
    ]);
    expect(tree.others.map((o) => o.path)).toEqual(['/Sitemap', '/Privacy', '/LegalNotice', '/Qna']);
    expect(tree.others[1]?.ko_name).toBe('개인정보처리방침');
    const all = JSON.stringify(tree);
    expect(all).not.toContain('Editor');
  });
});

describe('footerLinks', () => {
  it('links the four hidden pages that are routed', () => {
    const routed = new Set(routedPages().map((p) => p.path));
    expect(footerLinks.map((l) => l.path)).toEqual(['/Privacy', '/LegalNotice', '/Qna', '/Sitemap']);
    for (const link of footerLinks) expect(routed.has(link.path)).toBe(true);
  });
});
