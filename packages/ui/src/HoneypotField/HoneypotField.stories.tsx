import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoneypotField } from './HoneypotField';

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A trap for form-filling robots: off-screen, out of the tab order and hidden from assistive technology, so this story shows nothing.',
      },
    },
  },
  args: { name: 'website', label: '이 칸은 비워 두세요', value: '', onChange: () => undefined },
} satisfies Meta<typeof HoneypotField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const English: Story = { tags: ['no-screenshot'], args: { label: 'Leave this field empty' } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
