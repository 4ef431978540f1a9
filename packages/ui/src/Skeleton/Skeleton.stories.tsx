import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Loading placeholder: one `role="status"` region with `aria-busy` and a label from the caller; the shapes are decorative. The shimmer stops under reduced motion.',
      },
    },
  },
  args: { label: '불러오는 중', variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'card', 'block', 'article'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Card: Story = {
  args: { variant: 'card', label: '뉴스를 불러오는 중' },
  decorators: [narrow],
};
export const Article: Story = { args: { variant: 'article', lines: 5, label: 'Loading the article' } };
export const Block: Story = { args: { variant: 'block', height: '12rem', label: 'Loading' } };
export const ReducedMotion: Story = {
  tags: ['reduced-motion'],
  args: { variant: 'card', label: '불러오는 중' },
  decorators: [narrow],
};
