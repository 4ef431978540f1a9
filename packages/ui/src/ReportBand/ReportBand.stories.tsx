import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportBand } from './ReportBand';

const meta = {
  title: 'Sections/ReportBand',
  component: ReportBand,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'A titled note on the soft gradient that closes a page.' } },
  },
  args: { title: '지속가능경영 보고서', children: '2025년 보고서는 하반기에 발간할 예정입니다.' },
} satisfies Meta<typeof ReportBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    title: 'Sustainability report',
    children: 'The 2025 report will be published in the second half of the year.',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
