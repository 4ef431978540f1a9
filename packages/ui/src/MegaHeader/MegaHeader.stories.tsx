import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/dom';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { MegaHeader, type MegaHeaderProps } from './MegaHeader';
import { englishMenu, koreanMenu, SampleLogo } from './menuSample';

const languages = [
  { value: 'ko', label: 'KR', name: '한국어', lang: 'ko' },
  { value: 'en', label: 'EN', name: 'English', lang: 'en' },
];

function Switcher({ initial, label }: { initial: string; label: string }) {
  const [value, setValue] = useState(initial);
  return <LanguageSwitcher value={value} options={languages} onChange={setValue} label={label} />;
}

/** A page under the header: a dark hero (so transparency shows) and enough content to scroll. */
function Page({ children }: { children: ReactNode }) {
  return (
    <div>
      {children}
      <div
        style={{
          height: '32rem',
          background: 'linear-gradient(135deg, #071634 0%, #0b3a8c 48%, #1397c9 100%)',
          color: '#ffffff',
          display: 'flex',
          alignItems: 'flex-end',
          padding: '3rem 2.5rem',
        }}
      >
        <p style={{ fontSize: '2.5rem', fontWeight: 700 }}>깨끗한 공기를 설계합니다</p>
      </div>
      <div style={{ height: '90rem', padding: '2.5rem' }}>
        <p>본문 / Page content</p>
      </div>
    </div>
  );
}

const korean: MegaHeaderProps = {
  items: koreanMenu,
  logo: <SampleLogo />,
  homeLabel: 'CLEAN TECH 홈',
  navLabel: '주 메뉴',
  menuButtonLabel: '전체 메뉴 열기',
  sideMenuTitle: '전체 메뉴',
  closeMenuLabel: '메뉴 닫기',
  newTabLabel: '새 창에서 열림',
  currentPath: '/',
  actions: <Switcher initial="ko" label="언어 선택" />,
};

const english: MegaHeaderProps = {
  ...korean,
  items: englishMenu,
  homeLabel: 'CLEAN TECH home',
  navLabel: 'Main menu',
  menuButtonLabel: 'Open the full menu',
  sideMenuTitle: 'All menus',
  closeMenuLabel: 'Close menu',
  newTabLabel: 'opens in a new tab',
  currentPath: '/en',
  actions: <Switcher initial="en" label="Language" />,
};

const meta = {
  title: 'Navigation/MegaHeader',
  component: MegaHeader,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 560 },
      description: {
        component:
          'The site header, driven by a typed menu tree (`NavItem[]`) and built on Radix NavigationMenu. Every top item is a link to its path; a click or Enter follows it and closes its dropdown. On an item with a dropdown, resting the pointer opens the dropdown (Radix hover intent) and dims the page; moving into the dropdown keeps it open; leaving both closes it. Keyboard: arrow keys, Home and End move along the bar; Space or ArrowDown open a dropdown and move to its first link; Tab moves on through the bar, through the links of an open dropdown and out; Escape closes it and returns focus to its top item. A dropdown is described by data — an overview link, groups of links, a banner block, external links opening in a new tab — or derived from the children. With `transparentAtTop` it is transparent while the page is scrolled at most 50 px and no dropdown is open; `data-scrolled` and `data-transparent` expose the state. The hamburger opens the full-screen `SideMenu`; a change of `currentPath` closes every menu.',
      },
    },
  },
  args: korean,
  render: (args) => (
    <Page>
      <MegaHeader {...args} />
    </Page>
  ),
} satisfies Meta<typeof MegaHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const TransparentAtTop: Story = { args: { transparentAtTop: true } };
/** Scrolled by 400 px once the story has rendered (and is shown): the header takes its solid state. */
export const Scrolled: Story = {
  args: { transparentAtTop: true },
  tags: ['scrolled'],
  play: async () => {
    window.scrollTo({ top: 400, behavior: 'instant' });
  },
};
export const BusinessDropdownOpen: Story = {
  args: { transparentAtTop: true, defaultOpenItemId: 'business' },
};
export const CompanyDropdownOpen: Story = { tags: ['desktop'], args: { defaultOpenItemId: 'company' } };
export const DerivedDropdownOpen: Story = {
  tags: ['desktop'],
  args: { defaultOpenItemId: 'careers', currentPath: '/careers/Benefits' },
};
export const SideMenuOpen: Story = { args: { defaultSideMenuOpen: true } };
export const English: Story = { args: english };
export const EnglishDropdownOpen: Story = { args: { ...english, defaultOpenItemId: 'business' } };
export const ReducedMotion: Story = {
  args: { defaultOpenItemId: 'business' },
  tags: ['reduced-motion', 'desktop'],
};
export const Mobile: Story = {
  args: { transparentAtTop: true },
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile' } },
};
/** More actions than a phone's bar has room for (a signed-in editor's sign-out beside the language): the logo shrinks, the hamburger stays whole. */
export const MobileCrowded: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary" size="sm">
          로그아웃
        </Button>
        <Switcher initial="ko" label="언어 선택" />
      </>
    ),
  },
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile' } },
};
export const MobileSideMenuOpen: Story = {
  args: { defaultSideMenuOpen: true },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
/** A signed-in editor's phone: the side menu ends with the way to the dashboard. */
export const MobileSideMenuWithFooter: Story = {
  args: { defaultSideMenuOpen: true, sideMenuFooter: <ButtonLink href="/admin">콘텐츠 관리</ButtonLink> },
  // Photographed at the viewport with the menu scrolled to its end, where the footer is.
  tags: ['mobile', 'scrolled'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await waitFor(() => {
      const found = canvasElement.ownerDocument.querySelector('[role="dialog"]');
      if (!found || found.scrollHeight <= found.clientHeight)
        throw new Error('the side menu is not open yet');
      return found;
    });
    dialog.scrollTo({ top: dialog.scrollHeight, behavior: 'instant' });
  },
};
/** A section of single pages only (IR): its dropdown is one list of links, with no empty columns. */
export const SinglePagesDropdownOpen: Story = {
  tags: ['desktop'],
  args: { defaultOpenItemId: 'ir', currentPath: '/ir/Announcement' },
};
export const EnglishSinglePagesDropdownOpen: Story = {
  tags: ['desktop'],
  args: { ...english, defaultOpenItemId: 'ir', currentPath: '/en/ir/Announcement' },
};
