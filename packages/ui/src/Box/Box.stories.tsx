import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The layout primitive: display, gaps, padding, alignment and grid columns from the tokens, each per breakpoint (`gap={{ mobile: 4, desktop: 8 }}`). A `ul` or `ol` loses its bullets and indent.',
      },
    },
  },
  args: {
    display: 'flex',
    gap: 4,
    children: ['설계', '시공', '유지관리'].map((word) => <span key={word}>{word}</span>),
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {};
export const Column: Story = { args: { flexDirection: 'column', gap: 2 } };
export const Responsive: Story = {
  tags: ['desktop'],
  args: { flexDirection: { mobile: 'column', tablet: 'row' }, gap: { mobile: 2, desktop: 8 } },
};
export const English: Story = {
  args: { children: ['Design', 'Build', 'Care'].map((word) => <span key={word}>{word}</span>) },
};
