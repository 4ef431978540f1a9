import type { Meta, StoryObj } from '@storybook/react-vite';
import { AttentionList } from './AttentionList';

const meta = {
  title: 'Data display/AttentionList',
  component: AttentionList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'What needs a staff member: a card per thing to look at with its count and a link to where those are listed, optionally with detail lines (e.g. each scheduled item and its moment). A count above zero is marked in the brand colour; zero stays quiet.',
      },
    },
  },
} satisfies Meta<typeof AttentionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    label: '확인할 일',
    items: [
      { id: 'drafts', label: '초안', count: 4, href: '#drafts' },
      { id: 'pending', label: '대기 버전', count: 1, href: '#pending' },
      { id: 'reviews', label: '검토 요청', count: 2, href: '#reviews' },
      {
        id: 'scheduled',
        label: '예약된 게시물',
        count: 2,
        href: '#scheduled',
        details: [
          '2026년 상반기 실적 발표 · 2026-12-01 09:00 KST',
          '신제품 출시 안내 · 2026-12-03 10:30 KST',
        ],
      },
      { id: 'english', label: '영어 버전 없는 항목', count: 7, href: '#english' },
      { id: 'inquiries', label: '새 문의', count: 0, href: '#inquiries' },
      { id: 'outbox', label: '메일 발송 실패', count: 0, href: '#outbox' },
    ],
  },
};

export const AllClear: Story = {
  args: {
    label: '확인할 일',
    items: [
      { id: 'drafts', label: '초안', count: 0, href: '#drafts' },
      { id: 'reviews', label: '검토 요청', count: 0, href: '#reviews' },
      { id: 'scheduled', label: '예약된 게시물', count: 0, href: '#scheduled' },
    ],
  },
};

export const English: Story = {
  args: {
    label: 'What needs me',
    items: [
      { id: 'drafts', label: 'Drafts', count: 4, href: '#drafts' },
      { id: 'reviews', label: 'Review requests', count: 2, href: '#reviews' },
      {
        id: 'scheduled',
        label: 'Scheduled items',
        count: 1,
        href: '#scheduled',
        details: ['First-half results · 2026-12-01 09:00 KST'],
      },
      { id: 'english', label: 'Without an English version', count: 0, href: '#english' },
    ],
  },
};

export const Mobile: Story = {
  args: Default.args,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
