import type { NavItem } from './navTypes';

// Sample menu trees for tests and stories; the site builds its own from its content package.
export const koreanMenu: NavItem[] = [
  {
    id: 'company',
    label: '회사소개',
    href: '/company/intro/Intro',
    children: [
      {
        id: 'company_intro',
        label: '회사 개요',
        href: '/company/intro/Intro',
        children: [
          { id: 'intro', label: '개요', href: '/company/intro/Intro' },
          { id: 'vision', label: '비전', href: '/company/intro/Vision' },
          { id: 'history', label: '연혁', href: '/company/intro/History' },
          { id: 'ci', label: 'CI', href: '/company/intro/CI' },
        ],
      },
      { id: 'leadership', label: '리더십', href: '/company/Leadership' },
      { id: 'location', label: '오시는 길', href: '/company/Location' },
    ],
    dropdown: {
      groups: [
        {
          id: 'company_intro',
          label: '회사 개요',
          href: '/company/intro/Intro',
          links: [
            { id: 'vision', label: '비전', href: '/company/intro/Vision' },
            { id: 'history', label: '연혁', href: '/company/intro/History' },
            { id: 'ci', label: 'CI', href: '/company/intro/CI' },
          ],
        },
        { id: 'leadership', label: '리더십', href: '/company/Leadership', links: [] },
        { id: 'location', label: '오시는 길', href: '/company/Location', links: [] },
      ],
      externalLinks: [
        {
          id: 'youtube',
          label: '유튜브 채널',
          href: 'https://www.youtube.com/',
          description: '현장과 기술 영상',
        },
        {
          id: 'blog',
          label: '공식 블로그',
          href: 'https://blog.example.com/',
          description: '소식과 인사이트',
        },
      ],
    },
  },
  {
    id: 'business',
    label: '사업분야',
    href: '/business/Business',
    children: [
      {
        id: 'business_brands',
        label: '브랜드',
        href: '/business/brands/Aerea',
        children: [
          { id: 'aerea', label: 'Aerea', href: '/business/brands/Aerea' },
          { id: 'slown', label: 'Slown', href: '/business/brands/Slown' },
          { id: 'necove', label: 'Necove', href: '/business/brands/Necove' },
        ],
      },
      {
        id: 'business_materials',
        label: '소재',
        href: '/business/materials/DurafiltexC',
        children: [{ id: 'durafiltex_c', label: 'DURAFILTEX C', href: '/business/materials/DurafiltexC' }],
      },
      {
        id: 'business_project',
        label: '프로젝트',
        href: '/business/project/SemiCleanroom',
        children: [
          { id: 'semi', label: '반도체 클린룸', href: '/business/project/SemiCleanroom' },
          { id: 'battery', label: '2차전지 드라이룸', href: '/business/project/BatteryDryroom' },
          { id: 'gmp', label: 'GMP 룸', href: '/business/project/GmpRoom' },
        ],
      },
    ],
    dropdown: {
      overview: { id: 'business_overview', label: '사업 개요', href: '/business/Business' },
      groups: [
        {
          id: 'business_brands',
          label: '브랜드',
          links: [
            { id: 'aerea', label: 'Aerea', href: '/business/brands/Aerea' },
            { id: 'slown', label: 'Slown', href: '/business/brands/Slown' },
            { id: 'necove', label: 'Necove', href: '/business/brands/Necove' },
          ],
        },
        {
          id: 'business_materials',
          label: '소재',
          links: [{ id: 'durafiltex_c', label: 'DURAFILTEX C', href: '/business/materials/DurafiltexC' }],
        },
      ],
      banner: {
        title: '프로젝트',
        links: [
          { id: 'semi', label: '반도체 클린룸', href: '/business/project/SemiCleanroom' },
          { id: 'battery', label: '2차전지 드라이룸', href: '/business/project/BatteryDryroom' },
          { id: 'gmp', label: 'GMP 룸', href: '/business/project/GmpRoom' },
        ],
      },
    },
  },
  {
    id: 'sustainability',
    label: '지속가능경영',
    href: '/sustainability/Overview',
    children: [
      { id: 'overview', label: '개요', href: '/sustainability/Overview' },
      { id: 'environment', label: '환경', href: '/sustainability/Environment' },
      { id: 'social', label: '사회', href: '/sustainability/Social' },
      { id: 'governance', label: '지배구조', href: '/sustainability/Governance' },
    ],
  },
  {
    id: 'ir',
    label: '투자정보',
    href: '/ir/Overview',
    children: [
      { id: 'ir_overview', label: 'IR 개요', href: '/ir/Overview' },
      { id: 'disclosure', label: '공시정보', href: '/ir/Disclosure' },
      { id: 'announcement', label: '전자공고', href: '/ir/Announcement' },
      { id: 'shareholders', label: '주주총회', href: '/ir/Shareholders' },
    ],
  },
  {
    id: 'careers',
    label: '인재채용',
    href: '/careers/Jobs',
    children: [
      { id: 'jobs', label: '직무 소개', href: '/careers/Jobs' },
      { id: 'benefits', label: '복리후생', href: '/careers/Benefits' },
      {
        id: 'careers_info',
        label: '채용 안내',
        href: '/careers/info/Process',
        children: [
          { id: 'process', label: '채용 절차', href: '/careers/info/Process' },
          { id: 'faq', label: 'FAQ', href: '/careers/info/FAQ' },
        ],
      },
    ],
  },
  {
    id: 'newsroom',
    label: '뉴스룸',
    href: '/newsroom/News',
    children: [
      { id: 'news', label: '뉴스', href: '/newsroom/News' },
      { id: 'youtube', label: '영상', href: '/newsroom/Youtube' },
    ],
  },
];

const english: Record<string, string> = {
  회사소개: 'Company',
  '회사 개요': 'About',
  개요: 'Overview',
  비전: 'Vision',
  연혁: 'History',
  리더십: 'Leadership',
  '오시는 길': 'Location',
  '유튜브 채널': 'YouTube channel',
  '현장과 기술 영상': 'Sites and technology on video',
  '공식 블로그': 'Official blog',
  '소식과 인사이트': 'News and insights',
  사업분야: 'Business',
  '사업 개요': 'Overview',
  브랜드: 'Brands',
  소재: 'Materials',
  프로젝트: 'Projects',
  '반도체 클린룸': 'Semiconductor cleanroom',
  '2차전지 드라이룸': 'Battery dry room',
  'GMP 룸': 'GMP room',
  지속가능경영: 'Sustainability',
  환경: 'Environment',
  사회: 'Social',
  지배구조: 'Governance',
  투자정보: 'Investors',
  'IR 개요': 'IR overview',
  공시정보: 'Disclosure',
  전자공고: 'E-notices',
  주주총회: 'General meeting',
  인재채용: 'Careers',
  '직무 소개': 'Jobs',
  복리후생: 'Benefits',
  '채용 안내': 'Hiring',
  '채용 절차': 'Process',
  뉴스룸: 'Newsroom',
  뉴스: 'News',
  영상: 'Videos',
};

function translate<T>(value: T): T {
  if (Array.isArray(value)) return value.map(translate) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        (key === 'label' || key === 'title' || key === 'description') && typeof child === 'string'
          ? (english[child] ?? child)
          : key === 'href' && typeof child === 'string' && child.startsWith('/')
            ? `/en${child}`
            : translate(child),
      ]),
    ) as T;
  }
  return value;
}

export const englishMenu: NavItem[] = translate(koreanMenu);

/** A wordmark standing in for the company logo. */
export function SampleLogo() {
  return (
    <svg width="148" height="28" viewBox="0 0 148 28" aria-hidden="true">
      <circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M9 14h10M14 9v10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <text
        x="34"
        y="20"
        fill="currentColor"
        fontSize="17"
        fontWeight="700"
        fontFamily="inherit"
        letterSpacing="1"
      >
        CLEAN TECH
      </text>
    </svg>
  );
}

/** The header's Korean labels, as the site gives them. */
export const koreanLabels = {
  homeLabel: '홈으로',
  navLabel: '주 메뉴',
  menuButtonLabel: '전체 메뉴 열기',
  sideMenuTitle: '전체 메뉴',
  closeMenuLabel: '메뉴 닫기',
  newTabLabel: '새 창에서 열림',
};
