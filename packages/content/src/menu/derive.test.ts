import { describe, expect, it } from 'vitest';
import {
  allEntries,
  breadcrumbs,
  defaultTarget,
  hiddenPages,
  navigationItems,
  protectedPages,
  routedPages,
  sectionRedirects,
} from './derive';
import { menu } from './tree';
import type { MenuEntry, NavItem } from './types';

const routedPaths = () => routedPages().map((p) => p.path);
const names = (items: readonly NavItem[]) => items.map((i) => i.name);

describe('the menu tree', () => {
  it('has the six sections of the spec, in order, then the four hidden pages', () => {
    expect(menu.map((e) => e.path)).toEqual([
      '/company',
      '/business',
      '/sustainability',
      '/ir',
      '/careers',
      '/newsroom',
      '/Sitemap',
      '/Privacy',
      '/LegalNotice',
      '/Qna',
    ]);
  });

  it('names every entry after its path in snake_case', () => {
    const snake = (segment: string) =>
      segment
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
        .toLowerCase();
    for (const entry of allEntries()) {
      expect(entry.name).toBe(entry.path.split('/').filter(Boolean).map(snake).join('_'));
    }
  });

  it('has unique names and paths, and children that live under their parent', () => {
    const entries = allEntries();
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    const check = (parent: MenuEntry) => {
      for (const c of parent.children ?? []) {
        expect(c.path.startsWith(`${parent.path}/`)).toBe(true);
        check(c);
      }
    };
    menu.forEach(check);
  });

  it('gives every third-level link a cls and no other entry one', () => {
    for (const section of menu) {
      for (const second of section.children ?? []) {
        expect(second.cls).toBeUndefined();
        for (const third of second.children ?? []) expect(third.cls).toBe('depth3');
      }
    }
  });

  it('marks only the news list as dynamic', () => {
    expect(
      allEntries()
        .filter((e) => e.isDynamic)
        .map((e) => e.path),
    ).toEqual(['/newsroom/News']);
  });
});

describe('navigationItems', () => {
  it('lists the six sections and no hidden page', () => {
    expect(names(navigationItems())).toEqual([
      'company',
      'business',
      'sustainability',
      'ir',
      'careers',
      'newsroom',
    ]);
  });

  it('links parents to their default target and pages to themselves', () => {
    const [company] = navigationItems();
    expect(company?.href).toBe('/company/intro/Intro');
    expect(company?.children.map((c) => c.href)).toEqual([
      '/company/intro/Intro',
      '/company/Leadership',
      '/company/Location',
    ]);
  });

  it('keeps only visible, listed children at every level', () => {
    const items = navigationItems();
    const business = items.find((i) => i.name === 'business');
    expect(names(business?.children ?? [])).toEqual([
      'business_brands',
      'business_materials',
      'business_project',
    ]);
    const materials = business?.children.find((c) => c.name === 'business_materials');
    expect(materials?.children.map((c) => c.path)).toEqual(['/business/materials/DurafiltexC']);
    const ir = items.find((i) => i.name === 'ir');
    expect(ir?.children.map((c) => c.path)).toEqual([
      '/ir/Overview',
      '/ir/Disclosure',
      '/ir/Announcement',
      '/ir/Shareholders',
    ]);
    const newsroom = items.find((i) => i.name === 'newsroom');
    expect(newsroom?.children.map((c) => c.path)).toEqual(['/newsroom/News', '/newsroom/Youtube']);
  });

  it('works on any tree passed in', () => {
    const tree: MenuEntry[] = [
      {
        name: 'a',
        ko_name: 'ㄱ',
        path: '/a',
        visible: true,
        children: [{ name: 'a_b', ko_name: 'ㄴ', path: '/a/b', visible: false }],
      },
      { name: 'c', ko_name: 'ㄷ', path: '/c', visible: false },
      { name: 'd', ko_name: 'ㄹ', path: '/d', visible: true, isHiddenMenu: true },
    ];
    expect(navigationItems(tree)).toEqual([
      { name: 'a', ko_name: 'ㄱ', path: '/a', href: '/a', children: [] },
    ]);
  });
});

describe('routedPages', () => {
  it('routes every visible leaf of the spec', () => {
    expect(routedPaths()).toEqual(
      expect.arrayContaining([
        '/company/intro/Intro',
        '/company/intro/Vision',
        '/company/intro/History',
        '/company/intro/CI',
        '/company/Leadership',
        '/company/Location',
        '/business/Business',
        '/business/brands/Aerea',
        '/business/brands/Slown',
        '/business/brands/Necove',
        '/business/materials/DurafiltexC',
        '/business/project/SemiCleanroom',
        '/business/project/BatteryDryroom',
        '/business/project/GmpRoom',
        '/sustainability/Overview',
        '/sustainability/Environment',
        '/sustainability/Social',
        '/sustainability/Governance',
        '/ir/Overview',
        '/ir/Disclosure',
        '/ir/Announcement',
        '/ir/Shareholders',
        '/careers/Jobs',
        '/careers/Benefits',
        '/careers/info/Process',
        '/careers/info/FAQ',
        '/newsroom/News',
        '/newsroom/Youtube',
      ]),
    );
  });

  it('routes the hidden and the protected pages', () => {
    expect(routedPaths()).toEqual(
      expect.arrayContaining([
        '/Sitemap',
        '/Privacy',
        '/LegalNotice',
        '/Qna',
        '/newsroom/NewsEditor',
        '/newsroom/YoutubeEditor',
        '/ir/AnnouncementEditor',
        '/ir/ShareholdersEditor',
      ]),
    );
    expect(routedPages()).toHaveLength(28 + 8);
  });

  it('does not route entries that are not visible, nor anything under them, nor groups', () => {
    const paths = routedPaths();
    for (const path of [
      '/business/materials/DurafiltexAD',
      '/business/materials/DurafiltexRC',
      '/business/materials/FMPS',
      '/ir/Schedule',
      '/ir/financial/Snap',
      '/ir/financial/Credit',
      '/ir/financial/Report',
      '/ir/stock/Info',
      '/ir/stock/Stock',
      '/ir/stock/Owner',
      '/company',
      '/company/intro',
      '/careers/info',
    ]) {
      expect(paths).not.toContain(path);
    }
  });

  it('carries the flags of each page', () => {
    const news = routedPages().find((p) => p.path === '/newsroom/News');
    expect(news).toEqual({
      path: '/newsroom/News',
      pageKey: 'newsroom_news',
      isDynamic: true,
      hidden: false,
      protected: false,
    });
  });
});

describe('hiddenPages and protectedPages', () => {
  it('lists the five hidden pages', () => {
    expect(
      hiddenPages()
        .map((p) => p.path)
        .sort(),
    ).toEqual(['/Sitemap', '/Privacy', '/LegalNotice', '/Qna', '/business/Business'].sort());
  });

  it('lists the four editors as protected', () => {
    expect(
      protectedPages()
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        '/newsroom/NewsEditor',
        '/newsroom/YoutubeEditor',
        '/ir/AnnouncementEditor',
        '/ir/ShareholdersEditor',
      ].sort(),
    );
    expect(protectedPages().every((p) => p.hidden)).toBe(true);
  });
});

describe('defaultTarget', () => {
  it.each([
    ['/company', '/company/intro/Intro'],
    ['/business', '/business/Business'],
    ['/sustainability', '/sustainability/Overview'],
    ['/ir', '/ir/Overview'],
    ['/careers', '/careers/Jobs'],
    ['/newsroom', '/newsroom/News'],
    ['/company/intro', '/company/intro/Intro'],
    ['/careers/info', '/careers/info/Process'],
    ['/business/brands', '/business/brands/Aerea'],
    ['/business/materials', '/business/materials/DurafiltexC'],
    ['/business/project', '/business/project/SemiCleanroom'],
    ['/careers/Benefits', '/careers/Benefits'],
  ])('sends %s to %s', (from, to) => {
    expect(defaultTarget(from)).toBe(to);
  });

  it('has no target for unknown or unrouted paths', () => {
    expect(defaultTarget('/nowhere')).toBeUndefined();
    expect(defaultTarget('/ir/financial')).toBeUndefined();
    expect(defaultTarget('/ir/Schedule')).toBeUndefined();
  });

  it('gives the redirects of every visible group', () => {
    expect(sectionRedirects()).toEqual(
      expect.arrayContaining([
        { from: '/company', to: '/company/intro/Intro' },
        { from: '/careers/info', to: '/careers/info/Process' },
        { from: '/newsroom', to: '/newsroom/News' },
      ]),
    );
    expect(sectionRedirects().map((r) => r.from)).not.toContain('/ir/financial');
    expect(sectionRedirects()).toHaveLength(6 + 5);
  });
});

describe('breadcrumbs', () => {
  it('walks from the section to the page', () => {
    expect(breadcrumbs('/company/intro/Vision').map((b) => b.name)).toEqual([
      'company',
      'company_intro',
      'company_intro_vision',
    ]);
    expect(breadcrumbs('/company/intro/Vision')[0]?.href).toBe('/company/intro/Intro');
  });

  it('ends a detail route at its list page', () => {
    expect(breadcrumbs('/newsroom/News/12').map((b) => b.path)).toEqual(['/newsroom', '/newsroom/News']);
  });

  it('handles hidden top-level pages, trailing slashes and unknown paths', () => {
    expect(breadcrumbs('/Privacy').map((b) => b.name)).toEqual(['privacy']);
    expect(breadcrumbs('/careers/Jobs/').map((b) => b.name)).toEqual(['careers', 'careers_jobs']);
    expect(breadcrumbs('/nowhere')).toEqual([]);
    expect(breadcrumbs('/company/Nowhere')).toEqual([]);
    expect(breadcrumbs('/companyX')).toEqual([]);
  });
});
