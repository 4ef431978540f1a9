import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'A short status label in words with a tone: attention, progress or done.' },
    },
  },
  args: { tone: 'attention', children: '신규' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const InProgress: Story = { args: { tone: 'progress', children: '처리 중' } };
export const Done: Story = { args: { tone: 'done', children: '완료' } };
export const English: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge tone="attention">New</StatusBadge>
      <StatusBadge tone="progress">In progress</StatusBadge>
      <StatusBadge tone="done">Done</StatusBadge>
    </div>
  ),
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
