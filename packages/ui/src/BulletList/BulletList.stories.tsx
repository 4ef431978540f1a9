import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulletList } from './BulletList';

const meta = {
  title: 'Sections/BulletList',
  component: BulletList,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: 'Short points, each marked with an accent rule.' } } },
  args: {
    items: [
      '로고의 비율을 바꾸지 않습니다.',
      '최소 여백은 심볼 높이의 절반입니다.',
      '지정 색상만 사용합니다.',
    ],
  },
} satisfies Meta<typeof BulletList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    items: [
      'Never change the logo’s proportions.',
      'Keep clear space of half the symbol’s height.',
      'Use the brand colours only.',
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
