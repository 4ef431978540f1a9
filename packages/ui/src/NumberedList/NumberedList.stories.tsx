import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberedList } from './NumberedList';

const meta = {
  title: 'Data display/NumberedList',
  component: NumberedList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'An ordered list of short lines (goals, pledges) with large running numbers.',
      },
    },
  },
  args: { items: ['매출 1,000억 원 달성', '해외 매출 비중 30%', '탄소 배출 40% 감축'] },
} satisfies Meta<typeof NumberedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: { items: ['Revenue of 100 billion won', 'Overseas share of 30%', 'Carbon emissions cut by 40%'] },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
