// The page table: every public page of the site, with what a visit to it checks beyond what every page
// checks (pages.spec.ts). The pages come from the menu and the route list, so a new page joins the table by
// being routed; an entry below adds the page's own facts.
import { expect, type Page } from '@playwright/test';
// The menu module alone: the package entry also loads the locale JSON, which Node's loader here cannot.
import { fixedRoutes, routedPages } from '../../../packages/content/src/menu';

export type Language = 'ko' | 'en';

export interface PageFacts {
  /** The name of the page's full-page baseline (taken in Korean, at both widths). */
  baseline?: string;
  /** Korean text that shows once the page's data is in: the baseline waits for it. */
  ready?: string;
  /** A list or an item's page: rows or the item's text under the title, no section headings. */
  noSections?: boolean;
  /** Shown with reduced motion (the home page's hero video and count-ups then rest in their final frame). */
  reducedMotion?: boolean;
  /** What this page must show, in the given language, besides its title and sections. */
  check?: (page: Page, language: Language) => Promise<void>;
}

export interface TablePage extends PageFacts {
  /** The path without a language prefix. */
  path: string;
  /** The SEO page key whose title the h1 shows; none where the h1 is the item's own title or the hero's. */
  pageKey?: string;
}

const main = (page: Page) => page.getByRole('main');

/** The seeded items whose detail pages the table visits (the ones with baselines). */
const detailIds: Record<string, number> = {
  '/newsroom/News/:id': 14,
  '/newsroom/Youtube/:id': 5,
  '/ir/Announcement/:id': 9,
};

const facts: Record<string, PageFacts> = {
  '/': {
    baseline: 'home',
    reducedMotion: true,
    check: async (page, language) => {
      const newsroom = language === 'ko' ? '뉴스룸' : 'Newsroom';
      await expect(page.getByRole('region', { name: newsroom }).getByRole('article')).toHaveCount(3);
    },
  },
  '/company/intro/Intro': {
    baseline: 'company-intro',
    check: async (page, language) => {
      if (language !== 'ko') return;
      await expect(page.getByText('약 275억 원').first()).toBeVisible();
      await expect(page.getByText('2025년 2분기 기준')).toBeVisible();
    },
  },
  '/company/intro/History': {
    baseline: 'company-history',
    check: async (page, language) => {
      const years = page.getByRole('list', { name: language === 'ko' ? '연혁' : 'History' });
      await expect(years.getByRole('heading', { level: 3 })).toHaveText([
        '2025',
        '2024',
        '2023',
        '2022',
        '2021',
        '2020',
        '2019',
      ]);
    },
  },
  '/company/intro/CI': {
    check: async (page, language) => {
      const logo = language === 'ko' ? '클린에어텍 로고' : 'CleanAir Tech logo';
      await expect(page.getByRole('img', { name: logo, exact: true }).first()).toBeVisible();
    },
  },
  '/company/Location': {
    check: async (page, language) => {
      if (language !== 'ko') return;
      await expect(page.getByRole('img', { name: /위치 약도/ })).toBeVisible();
      await expect(main(page).getByRole('link', { name: '052-270-1200' })).toBeVisible();
    },
  },
  '/business/brands/Aerea': {
    baseline: 'business-brand',
    check: async (page, language) => {
      if (language !== 'ko') return;
      await expect(page.getByRole('img', { name: /에어리아 공기청정 시스템/ })).toBeVisible();
    },
  },
  '/business/materials/DurafiltexC': {
    baseline: 'business-material',
    check: async (page, language) => {
      await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(6);
      if (language !== 'ko') return;
      await expect(page.getByText('최대 4배 더 오래 사용')).toBeVisible();
      await expect(page.getByText('압력손실 최대 80% 감소').first()).toBeVisible();
    },
  },
  '/business/project/SemiCleanroom': { baseline: 'business-project' },
  '/sustainability/Social': {
    baseline: 'sustainability-social',
    check: async (page, language) => {
      if (language !== 'ko') return;
      const values = page.getByRole('region', { name: 'ALIVE — 우리가 일하는 방식' });
      await expect(values.getByRole('heading', { level: 3 })).toHaveText([
        '책임',
        '배움',
        '정직',
        '가치',
        '공감',
      ]);
    },
  },
  '/ir/Announcement': { noSections: true, baseline: 'announcement-list', ready: '제6기 결산공고' },
  '/ir/Announcement/:id': { noSections: true, baseline: 'announcement-detail', ready: '목록' },
  '/careers/Jobs': {
    baseline: 'careers-jobs',
    check: async (page, language) => {
      const tabs = page.getByRole('tablist', {
        name: language === 'ko' ? '조직별 직무' : 'Jobs by organization',
      });
      await expect(tabs.getByRole('tab')).toHaveCount(6);
    },
  },
  '/careers/Benefits': {
    check: async (page, language) => {
      if (language === 'ko') await expect(page.getByText('주 4일 근무').first()).toBeVisible();
    },
  },
  '/careers/info/FAQ': {
    baseline: 'careers-faq',
    check: async (page, language) => {
      const list = page.getByRole('list', { name: language === 'ko' ? '자주 묻는 질문' : 'FAQ' });
      await expect(list.getByRole('listitem')).toHaveCount(5);
    },
  },
  '/newsroom/News': { noSections: true, baseline: 'news-list', ready: '2025년 3분기 실적 발표' },
  '/newsroom/News/:id': { noSections: true, baseline: 'news-detail', ready: '[이전글]' },
  '/newsroom/Youtube': { noSections: true },
  '/newsroom/Youtube/:id': { noSections: true, baseline: 'video-detail', ready: '[다음글]' },
  '/Qna': {
    baseline: 'other-contact',
    check: async (page, language) => {
      if (language !== 'ko') return;
      await expect(main(page).getByRole('heading', { level: 3 })).toHaveText([
        '영업 문의',
        '수출 문의',
        '구매 문의',
        'R&D 문의',
        '투자 문의',
      ]);
    },
  },
  '/Sitemap': {
    baseline: 'other-sitemap',
    check: async (page, language) => {
      if (language !== 'ko') return;
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
        '회사소개',
        '사업분야',
        '지속가능경영',
        '투자정보',
        '인재채용',
        '뉴스룸',
        '기타 안내',
      ]);
    },
  },
};

/** Every public page: home, every routed menu page, and one seeded item of each detail route. */
export const pageTable: TablePage[] = [
  { path: '/', ...facts['/'] },
  ...routedPages()
    .filter((page) => !page.protected)
    .map((page) => ({ path: page.path, pageKey: page.pageKey, ...facts[page.path] })),
  ...fixedRoutes
    .filter((route) => !route.protected && route.path.includes(':id'))
    .map((route) => {
      const id = detailIds[route.path];
      if (id === undefined) throw new Error(`No seeded item chosen for ${route.path} in the page table`);
      return { path: route.path.replace(':id', String(id)), ...facts[route.path] };
    }),
];

const unknownFacts = Object.keys(facts).filter(
  (path) => !pageTable.some((page) => page.path === path || path.endsWith('/:id')),
);
if (unknownFacts.length > 0) throw new Error(`Page facts for pages that are not routed: ${unknownFacts}`);
