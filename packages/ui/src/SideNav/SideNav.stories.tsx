import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideNav } from './SideNav';

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The admin side navigation: links with an optional count badge; the current one is marked.',
      },
    },
  },
  args: {
    label: '관리 메뉴',
    items: [
      { href: '/admin', label: '대시보드', current: true },
      { href: '/admin?kind=news', label: '뉴스' },
      { href: '/admin/review', label: '검토 요청', count: 3 },
      { href: '/admin/trash', label: '휴지통' },
    ],
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'Admin menu',
    items: [
      { href: '/admin', label: 'Dashboard' },
      { href: '/admin?kind=news', label: 'News', current: true },
      { href: '/admin/review', label: 'Review requests', count: 12 },
      { href: '/admin/trash', label: 'Trash' },
    ],
  },
};
export const WithoutCurrent: Story = {
  args: {
    items: [
      { href: '/admin', label: '대시보드' },
      { href: '/admin/review', label: '검토 요청' },
    ],
  },
};
