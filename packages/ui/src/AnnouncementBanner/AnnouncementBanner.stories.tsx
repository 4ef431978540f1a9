import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnnouncementBanner } from './AnnouncementBanner';

const meta = {
  title: 'Feedback/AnnouncementBanner',
  component: AnnouncementBanner,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'A band on the brand gradient linking to a notice page and naming its latest entries.',
      },
    },
  },
  args: {
    href: '/ir/Shareholders',
    label: '주주총회 안내',
    titles: ['제7기 정기 주주총회 소집 공고'],
    more: '자세히 보기',
  },
} satisfies Meta<typeof AnnouncementBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'General meetings',
    titles: ['Notice of the 7th annual general meeting'],
    more: 'Read more',
  },
};
export const NoTitles: Story = { args: { titles: [] } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
