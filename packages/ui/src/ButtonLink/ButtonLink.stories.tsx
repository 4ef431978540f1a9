import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Forms/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A small outlined link that sits among buttons, for an action that opens a page.',
      },
    },
  },
  args: { href: '/newsroom/News/14/edit', children: '수정' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { args: { children: 'Edit' } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
