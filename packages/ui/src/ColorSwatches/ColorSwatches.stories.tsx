import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorSwatches } from './ColorSwatches';

const meta = {
  title: 'Foundations/ColorSwatches',
  component: ColorSwatches,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'Brand colours as large chips with their names and hex values.' } },
  },
  args: {
    colors: [
      { id: 'navy', label: '딥 네이비', hex: '#0B2A4A' },
      { id: 'blue', label: '클린 블루', hex: '#1F6FB2' },
      { id: 'cyan', label: '에어 시안', hex: '#22C3E6' },
    ],
  },
} satisfies Meta<typeof ColorSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    colors: [
      { id: 'navy', label: 'Deep navy', hex: '#0B2A4A' },
      { id: 'blue', label: 'Clean blue', hex: '#1F6FB2' },
      { id: 'cyan', label: 'Air cyan', hex: '#22C3E6' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
