import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClaimCard } from '../ClaimCard';
import { ComparisonBars } from './ComparisonBars';

const meta = {
  title: 'Data display/ComparisonBars',
  component: ComparisonBars,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Ranges or amounts on one scale, for a dark card. Labels carry the values in words; bars and ticks are hidden from assistive technology.',
      },
    },
  },
  args: {
    max: 60,
    ticks: [0, 12, 24, 36, 48, 60],
    bars: [
      { id: 'glass', label: '기존 유리섬유 12–24개월', from: 12, to: 24 },
      { id: 'ours', label: 'Durafiltex C 36–60개월', from: 36, to: 60, highlight: true },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <ClaimCard label="수명" headline="최대 2배">
        <ComparisonBars {...args} />
      </ClaimCard>
    </div>
  ),
} satisfies Meta<typeof ComparisonBars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ranges: Story = {};
export const AmountsWithNote: Story = {
  args: {
    max: 100,
    ticks: [],
    bars: [
      { id: 'glass', label: 'Glass fibre', from: 0, to: 100 },
      { id: 'ours', label: 'Durafiltex C', from: 0, to: 70, highlight: true },
    ],
    note: 'At the same airflow',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
