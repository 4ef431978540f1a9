import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout } from './Callout';

const meta = {
  title: 'Sections/Callout',
  component: Callout,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A short paragraph set apart by a brand rule: a visiting rule, a notice within a page.',
      },
    },
  },
  args: {
    children: '방문 전 담당자와 일정을 미리 확인해 주세요. 공장 내부는 안전 교육 후 출입할 수 있습니다.',
  },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    children:
      'Please arrange your visit with us in advance. The plant floor is open after a safety briefing.',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const Note: Story = { args: { tone: 'note', children: '주가 정보는 20분 지연되어 제공됩니다.' } };
