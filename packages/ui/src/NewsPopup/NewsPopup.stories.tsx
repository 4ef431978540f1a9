import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from '../SiteFooter';
import { englishFacts, englishLinks, koreanFacts, koreanLinks } from '../SiteFooter/footerSample';
import { NewsPopup, type NewsPopupItem } from './NewsPopup';

const korean: NewsPopupItem[] = [
  {
    id: 31,
    title: '평택 반도체 클린룸 2단계 공사 수주',
    createdAt: '2025-05-20T09:00:00+09:00',
    href: '/newsroom/News/31',
  },
  {
    id: 30,
    title: '고효율 필터 여재 Durafiltex C, 국제 인증 획득',
    createdAt: '2025-04-02T14:30:00+09:00',
    href: '/newsroom/News/30',
  },
  {
    id: 29,
    title: '2025 클린테크 전시회 참가 안내',
    createdAt: '2025-03-11T10:00:00+09:00',
    href: '/newsroom/News/29',
  },
];
const english: NewsPopupItem[] = [
  {
    id: 31,
    title: 'Awarded phase two of a semiconductor cleanroom in Pyeongtaek',
    createdAt: '2025-05-20T09:00:00+09:00',
    href: '/en/newsroom/News/31',
  },
  {
    id: 30,
    title: 'Durafiltex C filter media earns international certification',
    createdAt: '2025-04-02T14:30:00+09:00',
    href: '/en/newsroom/News/30',
  },
  {
    id: 29,
    title: 'Meet us at the 2025 Clean Tech exhibition',
    createdAt: '2025-03-11T10:00:00+09:00',
    href: '/en/newsroom/News/29',
  },
];

/** The fixed popup docks at the end of its container: here, a window-high page, so it sits at the bottom. */
const atWindowBottom: Decorator = (Story, context) =>
  context.args.placement === 'inline' ? (
    Story()
  ) : (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <div style={{ flex: 1 }} />
      {Story()}
    </div>
  );

const meta = {
  title: 'Feedback/NewsPopup',
  component: NewsPopup,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "An 80 px bar at the bottom of the window (or `placement=\"inline\"` where the caller puts it). The fixed popup docks: rendered last in the page's main area, it keeps a bar's height of its own there and sticks to the bottom of the window until the footer comes into view, then stays above the footer, and the scroll-to-top button and the notices stack above it: it never covers the footer's lines. Its title button (aria-expanded) expands it to 476 px on desktop and to a sheet of at most 75 % of the screen on mobile, and toggles it back. Items show the title and `formatDate10(created_at)` and link through `renderLink`.",
      },
      story: { inline: false, iframeHeight: 560 },
    },
  },
  decorators: [atWindowBottom],
  args: {
    title: '뉴스룸',
    items: korean,
    emptyText: '새 소식이 없습니다.',
    loadingText: '불러오는 중...',
    errorText: '소식을 불러오지 못했습니다.',
    moreLink: { href: '/newsroom/News', label: '전체 보기' },
  },
} satisfies Meta<typeof NewsPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Empty: Story = { args: { defaultOpen: true, items: [] } };
export const Loading: Story = { args: { defaultOpen: true, items: [], status: 'loading' } };
export const ErrorState: Story = { name: 'Error', args: { defaultOpen: true, items: [], status: 'error' } };
export const English: Story = {
  args: {
    defaultOpen: true,
    title: 'Newsroom',
    items: english,
    emptyText: 'No news yet.',
    moreLink: { href: '/en/newsroom/News', label: 'View all' },
  },
};
export const MobileOpen: Story = {
  args: { defaultOpen: true },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const Inline: Story = {
  args: { placement: 'inline', defaultOpen: true },
  parameters: { layout: 'padded' },
};

/**
 * A long page scrolled to its end: the popup has docked above the footer, in a place of its own, and the
 * footer's scroll-to-top button stacks above the popup. Nothing covers the footer's lines.
 */
export const DockedAboveFooter: Story = {
  render: (args) => (
    <div>
      <main>
        <div style={{ minHeight: '1600px', padding: '2rem' }}>본문 / Page content</div>
        <NewsPopup {...args} />
      </main>
      <SiteFooter
        links={koreanLinks}
        linksLabel="푸터 메뉴"
        facts={koreanFacts}
        copyright="© 2025 Clean Tech Co., Ltd. All rights reserved."
        scrollToTopLabel="맨 위로"
      />
    </div>
  ),
  tags: ['scrolled'],
  play: async () => {
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
  },
};
export const DockedAboveFooterEnglish: Story = {
  render: (args) => (
    <div>
      <main>
        <div style={{ minHeight: '1600px', padding: '2rem' }}>Page content</div>
        <NewsPopup {...args} />
      </main>
      <SiteFooter
        links={englishLinks}
        linksLabel="Footer"
        facts={englishFacts}
        copyright="© 2025 Clean Tech Co., Ltd. All rights reserved."
        scrollToTopLabel="Back to top"
      />
    </div>
  ),
  args: { title: 'Newsroom', items: english, emptyText: 'No news yet.' },
  tags: ['scrolled'],
  play: async () => {
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
  },
};
/** Scrolled half-way down a long page: the popup floats at the bottom, the scroll-to-top button above it. */
export const FloatingWithScrollToTop: Story = {
  ...DockedAboveFooter,
  tags: ['scrolled'],
  play: async () => {
    window.scrollTo({ top: 600, behavior: 'instant' });
  },
};
