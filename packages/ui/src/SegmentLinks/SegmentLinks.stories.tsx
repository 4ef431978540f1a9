import type { Meta, StoryObj } from '@storybook/react-vite';
import { SegmentLinks } from './SegmentLinks';

const meta = {
  title: 'Navigation/SegmentLinks',
  component: SegmentLinks,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Pill links between sibling lists; the current page is filled and marked aria-current.',
      },
    },
  },
  args: {
    label: '뉴스룸',
    links: [
      { href: '/newsroom/News', label: '뉴스', current: true },
      { href: '/newsroom/Youtube', label: '영상' },
    ],
  },
} satisfies Meta<typeof SegmentLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'Newsroom',
    links: [
      { href: '/en/newsroom/News', label: 'News' },
      { href: '/en/newsroom/Youtube', label: 'Videos', current: true },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
