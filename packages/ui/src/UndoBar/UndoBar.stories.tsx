import type { Meta, StoryObj } from '@storybook/react-vite';
import { UndoBar } from './UndoBar';

const meta = {
  title: 'Feedback/UndoBar',
  component: UndoBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'What a dangerous action just did (unpublish, delete), with a way back for at least 10 seconds.',
      },
    },
  },
  args: {
    open: true,
    message: '‘신제품 출시 안내’의 게시를 취소했습니다.',
    actionLabel: '되돌리기',
    closeLabel: '닫기',
    onAction: () => {},
    onClose: () => {},
    duration: 600_000,
  },
} satisfies Meta<typeof UndoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: { message: '“New product launch” was unpublished.', actionLabel: 'Undo', closeLabel: 'Close' },
};
export const Pending: Story = { args: { pending: true } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
