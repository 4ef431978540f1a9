import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '../Logo';
import { englishMenu, koreanMenu, SampleLogo } from '../MegaHeader/menuSample';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'The full-screen menu the header’s hamburger opens (Radix Dialog: focus trapped, Escape closes, focus returns). It lists every item with its children; its close button or any link asks to close through `onOpenChange(false)`.',
      },
    },
  },
  args: {
    open: true,
    onOpenChange: () => {},
    items: koreanMenu,
    title: '전체 메뉴',
    closeLabel: '메뉴 닫기',
    navLabel: '전체 메뉴',
    currentPath: '/company/intro/History',
    logo: <SampleLogo />,
    homeLabel: 'CLEAN TECH 홈',
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const English: Story = {
  args: {
    items: englishMenu,
    title: 'All menus',
    closeLabel: 'Close menu',
    navLabel: 'All menus',
    homeLabel: 'CLEAN TECH home',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
/** With the company's lockup, reversed on the menu's dark ground; the dialog's title is for screen readers. */
export const ReversedLogo: Story = {
  args: {
    homeLabel: 'CleanAir Tech 홈',
    logo: (
      <Logo
        label="CleanAir Tech"
        tone="reversed"
        size="sm"
        logotype={{ strong: 'CleanAir', light: 'Tech' }}
      />
    ),
  },
};
