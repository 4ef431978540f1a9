import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Logo } from '../Logo';
import { AdminShell } from './AdminShell';

const meta = {
  title: 'Layout/AdminShell',
  component: AdminShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The admin frame: a compact top bar, a side navigation (a drawer on phones) and the main area.',
      },
    },
  },
  args: {
    logo: <Logo label="클린에어텍" logotype={{ strong: 'CleanAir', light: 'Tech' }} size="sm" />,
    account: 'admin@example.com',
    actions: (
      <Button variant="secondary" size="sm">
        로그아웃
      </Button>
    ),
    publicLink: <a href="/">사이트 보기</a>,
    navigation: {
      label: '관리 메뉴',
      items: [
        { href: '/admin', label: '대시보드', current: true },
        { href: '/admin?kind=news', label: '뉴스' },
        { href: '/admin?kind=youtube', label: '유튜브' },
        { href: '/admin/review', label: '검토 요청', count: 2 },
        { href: '/admin/trash', label: '휴지통' },
      ],
    },
    menuButtonLabel: '메뉴 열기',
    closeMenuLabel: '메뉴 닫기',
    children: <h1 style={{ margin: 0 }}>관리자 대시보드</h1>,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    logo: <Logo label="CleanAir Tech" logotype={{ strong: 'CleanAir', light: 'Tech' }} size="sm" />,
    actions: (
      <Button variant="secondary" size="sm">
        Sign out
      </Button>
    ),
    publicLink: <a href="/">View site</a>,
    navigation: {
      label: 'Admin menu',
      items: [
        { href: '/admin', label: 'Dashboard' },
        { href: '/admin?kind=news', label: 'News' },
        { href: '/admin/review', label: 'Review requests', count: 2 },
        { href: '/admin/trash', label: 'Trash', current: true },
      ],
    },
    menuButtonLabel: 'Open menu',
    closeMenuLabel: 'Close menu',
    children: <h1 style={{ margin: 0 }}>Trash</h1>,
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const MobileDrawerOpen: Story = {
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.click();
  },
};
