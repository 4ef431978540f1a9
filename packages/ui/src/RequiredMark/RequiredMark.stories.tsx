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
          'The mark of a field a form needs (for example to publish): an asterisk people see; screen readers hear the control’s own required state.',
      },
    },
  },
  render: () => (
    <span>
      본문
      <RequiredMark />
    </span>
  ),
} satisfies Meta<typeof RequiredMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
