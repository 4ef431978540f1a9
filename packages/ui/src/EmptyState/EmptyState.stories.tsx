import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Shown when a list or a detail page has nothing to show: a message and an optional action.',
      },
    },
  },
  args: { message: '뉴스 데이터 없음' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = { tags: ['no-screenshot'] };
export const WithAction: Story = {
  args: {
    message: '전자공고 데이터 없음',
    description: '요청하신 공고를 찾을 수 없습니다. 목록에서 다시 확인해 주세요.',
    action: <Button variant="secondary">목록</Button>,
  },
};
export const English: Story = {
  args: {
    message: 'No news yet',
    description: 'News items will appear here once they are published.',
    action: <Button variant="secondary">Back to the list</Button>,
  },
};
