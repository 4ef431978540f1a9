import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparisonBars } from '../ComparisonBars';
import { ClaimCard, ClaimCards } from './ClaimCard';

const meta = {
  title: 'Data display/ClaimCard',
  component: ClaimCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A product claim on a dark card with the chart that backs it; `ClaimCards` pairs them.',
      },
    },
  },
  args: {
    label: '수명',
    headline: '기존 여재보다 최대 2배 오래 씁니다',
    children: (
      <ComparisonBars
        max={60}
        ticks={[0, 12, 24, 36, 48, 60]}
        bars={[
          { id: 'glass', label: '기존 유리섬유 12–24개월', from: 12, to: 24 },
          { id: 'ours', label: 'Durafiltex C 36–60개월', from: 36, to: 60, highlight: true },
        ]}
      />
    ),
  },
  render: (args) => (
    <ClaimCards>
      <ClaimCard {...args} />
      <ClaimCard label={args.label === '수명' ? '압력 손실' : 'Pressure loss'} headline="−30%">
        <ComparisonBars
          max={100}
          bars={[
            { id: 'glass', label: args.label === '수명' ? '유리섬유' : 'Glass fibre', from: 0, to: 100 },
            { id: 'ours', label: 'Durafiltex C', from: 0, to: 70, highlight: true },
          ]}
          note={args.label === '수명' ? '같은 풍량 기준' : 'At the same airflow'}
        />
      </ClaimCard>
    </ClaimCards>
  ),
} satisfies Meta<typeof ClaimCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'Lifespan',
    headline: 'Lasts up to twice as long as glass fibre',
    children: (
      <ComparisonBars
        max={60}
        ticks={[0, 12, 24, 36, 48, 60]}
        bars={[
          { id: 'glass', label: 'Glass fibre 12–24 months', from: 12, to: 24 },
          { id: 'ours', label: 'Durafiltex C 36–60 months', from: 36, to: 60, highlight: true },
        ]}
      />
    ),
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
