import type { MenuEntry } from './types';

/** Style hook carried by every third-level link. */
export const THIRD_LEVEL_CLS = 'depth3';

/**
 * The site menu of spec section 2, exactly. Names follow one rule: the path's segments in snake_case,
 * joined by `_` (/company/intro/Vision -> company_intro_vision, /LegalNotice -> legal_notice).
 */
export const menuTree = [
  {
    name: 'company',
    ko_name: '회사소개',
    path: '/company',
    linkPath: '/company/intro/Intro',
    visible: true,
    children: [
      {
        name: 'company_intro',
        ko_name: '기업개요',
        path: '/company/intro',
        linkPath: '/company/intro/Intro',
        visible: true,
        children: [
          {
            name: 'company_intro_intro',
            ko_name: '개요',
            path: '/company/intro/Intro',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'company_intro_vision',
            ko_name: '비전',
            path: '/company/intro/Vision',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'company_intro_history',
            ko_name: '연혁',
            path: '/company/intro/History',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'company_intro_ci',
            ko_name: 'CI',
            path: '/company/intro/CI',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
        ],
      },
      { name: 'company_leadership', ko_name: '경영진', path: '/company/Leadership', visible: true },
      { name: 'company_location', ko_name: '오시는 길', path: '/company/Location', visible: true },
    ],
  },
  {
    name: 'business',
    ko_name: '사업분야',
    path: '/business',
    linkPath: '/business/Business',
    visible: true,
    children: [
      {
        name: 'business_business',
        ko_name: '사업 개요',
        path: '/business/Business',
        visible: true,
        isHiddenMenu: true,
      },
      {
        name: 'business_brands',
        ko_name: '브랜드',
        path: '/business/brands',
        linkPath: '/business/brands/Aerea',
        visible: true,
        children: [
          {
            name: 'business_brands_aerea',
            ko_name: '에어리아',
            path: '/business/brands/Aerea',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'business_brands_slown',
            ko_name: '슬로운',
            path: '/business/brands/Slown',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'business_brands_necove',
            ko_name: '네코브',
            path: '/business/brands/Necove',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
        ],
      },
      {
        name: 'business_materials',
        ko_name: '소재',
        path: '/business/materials',
        linkPath: '/business/materials/DurafiltexC',
        visible: true,
        children: [
          {
            name: 'business_materials_durafiltex_c',
            ko_name: '듀라필텍스 C',
            path: '/business/materials/DurafiltexC',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'business_materials_durafiltex_ad',
            ko_name: '듀라필텍스 AD',
            path: '/business/materials/DurafiltexAD',
            visible: false,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'business_materials_durafiltex_rc',
            ko_name: '듀라필텍스 RC',
            path: '/business/materials/DurafiltexRC',
            visible: false,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'business_materials_fmps',
            ko_name: 'FMPS',
            path: '/business/materials/FMPS',
            visible: false,
            cls: THIRD_LEVEL_CLS,
          },
        ],
      },
      {
        name: 'business_project',
        ko_name: '프로젝트',
        path: '/business/project',
        linkPath: '/business/project/SemiCleanroom',
        visible: true,
        children: [
          {
            name: 'business_project_semi_cleanroom',
            ko_name: '반도체 클린룸',
            path: '/business/project/SemiCleanroom',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'business_project_battery_dryroom',
            ko_name: '이차전지 드라이룸',
            path: '/business/project/BatteryDryroom',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'business_project_gmp_room',
            ko_name: 'GMP 룸',
            path: '/business/project/GmpRoom',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
        ],
      },
    ],
  },
  {
    name: 'sustainability',
    ko_name: '지속가능경영',
    path: '/sustainability',
    linkPath: '/sustainability/Overview',
    visible: true,
    children: [
      { name: 'sustainability_overview', ko_name: '개요', path: '/sustainability/Overview', visible: true },
      {
        name: 'sustainability_environment',
        ko_name: '환경',
        path: '/sustainability/Environment',
        visible: true,
      },
      { name: 'sustainability_social', ko_name: '사회', path: '/sustainability/Social', visible: true },
      {
        name: 'sustainability_governance',
        ko_name: '지배구조',
        path: '/sustainability/Governance',
        visible: true,
      },
    ],
  },
  {
    name: 'ir',
    ko_name: '투자정보',
    path: '/ir',
    linkPath: '/ir/Overview',
    visible: true,
    children: [
      { name: 'ir_overview', ko_name: 'IR 개요', path: '/ir/Overview', visible: true },
      { name: 'ir_disclosure', ko_name: '공시정보', path: '/ir/Disclosure', visible: true },
      { name: 'ir_announcement', ko_name: '전자공고', path: '/ir/Announcement', visible: true },
      { name: 'ir_shareholders', ko_name: '주주총회', path: '/ir/Shareholders', visible: true },
      { name: 'ir_schedule', ko_name: 'IR 일정', path: '/ir/Schedule', visible: false },
      {
        name: 'ir_financial',
        ko_name: '재무정보',
        path: '/ir/financial',
        linkPath: '/ir/financial/Snap',
        visible: false,
        children: [
          {
            name: 'ir_financial_snap',
            ko_name: '요약재무',
            path: '/ir/financial/Snap',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'ir_financial_credit',
            ko_name: '신용등급',
            path: '/ir/financial/Credit',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'ir_financial_report',
            ko_name: '감사보고서',
            path: '/ir/financial/Report',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
        ],
      },
      {
        name: 'ir_stock',
        ko_name: '주식정보',
        path: '/ir/stock',
        linkPath: '/ir/stock/Info',
        visible: false,
        children: [
          {
            name: 'ir_stock_info',
            ko_name: '주식개요',
            path: '/ir/stock/Info',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'ir_stock_stock',
            ko_name: '주가정보',
            path: '/ir/stock/Stock',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'ir_stock_owner',
            ko_name: '주주구성',
            path: '/ir/stock/Owner',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
        ],
      },
      {
        name: 'ir_announcement_editor',
        ko_name: '전자공고 편집',
        path: '/ir/AnnouncementEditor',
        visible: true,
        isHiddenMenu: true,
        protected: true,
      },
      {
        name: 'ir_shareholders_editor',
        ko_name: '주주총회 편집',
        path: '/ir/ShareholdersEditor',
        visible: true,
        isHiddenMenu: true,
        protected: true,
      },
    ],
  },
  {
    name: 'careers',
    ko_name: '인재채용',
    path: '/careers',
    linkPath: '/careers/Jobs',
    visible: true,
    children: [
      { name: 'careers_jobs', ko_name: '직무소개', path: '/careers/Jobs', visible: true },
      { name: 'careers_benefits', ko_name: '복리후생', path: '/careers/Benefits', visible: true },
      {
        name: 'careers_info',
        ko_name: '채용안내',
        path: '/careers/info',
        linkPath: '/careers/info/Process',
        visible: true,
        children: [
          {
            name: 'careers_info_process',
            ko_name: '채용절차',
            path: '/careers/info/Process',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
          {
            name: 'careers_info_faq',
            ko_name: 'FAQ',
            path: '/careers/info/FAQ',
            visible: true,
            cls: THIRD_LEVEL_CLS,
          },
        ],
      },
    ],
  },
  {
    name: 'newsroom',
    ko_name: '뉴스룸',
    path: '/newsroom',
    linkPath: '/newsroom/News',
    visible: true,
    children: [
      { name: 'newsroom_news', ko_name: '뉴스', path: '/newsroom/News', visible: true, isDynamic: true },
      { name: 'newsroom_youtube', ko_name: '영상', path: '/newsroom/Youtube', visible: true },
      {
        name: 'newsroom_news_editor',
        ko_name: '뉴스 편집',
        path: '/newsroom/NewsEditor',
        visible: true,
        isHiddenMenu: true,
        protected: true,
      },
      {
        name: 'newsroom_youtube_editor',
        ko_name: '영상 편집',
        path: '/newsroom/YoutubeEditor',
        visible: true,
        isHiddenMenu: true,
        protected: true,
      },
    ],
  },
  { name: 'sitemap', ko_name: '사이트맵', path: '/Sitemap', visible: true, isHiddenMenu: true },
  { name: 'privacy', ko_name: '개인정보처리방침', path: '/Privacy', visible: true, isHiddenMenu: true },
  { name: 'legal_notice', ko_name: '법적고지', path: '/LegalNotice', visible: true, isHiddenMenu: true },
  { name: 'qna', ko_name: '문의하기', path: '/Qna', visible: true, isHiddenMenu: true },
] as const satisfies readonly MenuEntry[];

/** The menu, typed as plain entries for the derivations. */
export const menu: readonly MenuEntry[] = menuTree;

type EntryNames<E> = E extends { name: infer N; children: readonly (infer C)[] }
  ? N | EntryNames<C>
  : E extends { name: infer N }
    ? N
    : never;

type LeafNames<E> = E extends { children: readonly (infer C)[] }
  ? LeafNames<C>
  : E extends { name: infer N }
    ? N
    : never;

/** Every name in the menu (sections, groups and pages): each is a `header.{name}` key. */
export type MenuName = EntryNames<(typeof menuTree)[number]>;

/** The names of the menu's pages (its leaves), visible or not: every one has a page module. */
export type MenuPageName = LeafNames<(typeof menuTree)[number]>;
