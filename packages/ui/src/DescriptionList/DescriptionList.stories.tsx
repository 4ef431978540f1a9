import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Labelled values of one record: side by side on wide screens, stacked on phones.',
      },
    },
  },
  args: {
    items: [
      { term: '접수 번호', description: 'INQ-1A2B3C4D' },
      { term: '회사명', description: '한빛반도체' },
      { term: '이메일', description: 'buyer@example.com' },
      {
        term: '문의 내용',
        description: '300평 규모 클린룸 시공 견적을 부탁드립니다.\n희망 착공 시기는 내년 3월입니다.',
        preformatted: true,
      },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    items: [
      { term: 'Reference', description: 'INQ-1A2B3C4D' },
      { term: 'Company', description: 'Nordic Filters AB' },
      {
        term: 'Message',
        description: 'We need 2,000 m² of filter media.\nDelivery in March.',
        preformatted: true,
      },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
