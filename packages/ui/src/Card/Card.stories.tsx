import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A card's frame (padding, corners, surface) around any content: `outline` on the page's surface, or `inverse`. Its inner layout comes from the Box props.",
      },
    },
  },
  args: {
    display: 'grid',
    gap: 3,
    children: [<strong key="title">ISO 14644</strong>, <span key="text">클린룸 청정도 등급 인증</span>],
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {};
export const Inverse: Story = { args: { tone: 'inverse' } };
export const English: Story = {
  args: {
    children: [<strong key="title">ISO 14644</strong>, <span key="text">Cleanroom cleanliness classes</span>],
  },
};
