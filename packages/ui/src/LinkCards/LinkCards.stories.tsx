import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkCards } from './LinkCards';

const meta = {
  title: 'Data display/LinkCards',
  component: LinkCards,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Shortcuts and downloads as bordered cards: → a page, ↗ another site (new tab), ↓ a file.',
      },
    },
  },
  args: {
    links: [
      {
        href: 'https://dart.fss.or.kr/',
        label: '전자공시시스템 DART',
        meta: '새 창에서 열림',
        kind: 'external',
      },
      { href: '/ir/Announcement', label: '전자공고' },
      {
        href: '/files/ir-2025.pdf',
        label: '2025 IR 자료',
        meta: '2025-03-01 · PDF · 한국어',
        kind: 'download',
      },
    ],
  },
} satisfies Meta<typeof LinkCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    links: [
      {
        href: 'https://dart.fss.or.kr/',
        label: 'DART disclosure system',
        meta: 'Opens in a new tab',
        kind: 'external',
      },
      { href: '/en/ir/Announcement', label: 'E-notices' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
