import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequiredMark } from './RequiredMark';

const meta = {
  title: 'Forms/RequiredMark',
  component: RequiredMark,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The mark of a field a form needs (for example to publish): an asterisk people see, and words screen readers say.',
      },
    },
  },
  args: { text: '(게시에 필요)' },
  render: (args) => (
    <span>
      본문
      <RequiredMark {...args} />
    </span>
  ),
} satisfies Meta<typeof RequiredMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = { args: { text: '(needed to publish)' } };
