import type { Meta, StoryObj } from '@storybook/react-vite';
import { BenefitGroup, BenefitGroups } from './BenefitGroup';

const meta = {
  title: 'Data display/BenefitGroup',
  component: BenefitGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A numbered group of benefits with its items as soft tiles; `BenefitGroups` stacks groups between rules.',
      },
    },
  },
  args: {
    index: 1,
    title: '건강',
    subtitle: '몸과 마음을 돌봅니다',
    items: [
      { id: 'checkup', title: '종합 건강검진', description: '매년 본인과 배우자' },
      { id: 'gym', title: '체력 단련비', description: '월 10만 원 지원' },
      { id: 'leave', title: '리프레시 휴가', description: '3년마다 10일' },
    ],
  },
  render: (args) => (
    <BenefitGroups>
      <BenefitGroup {...args} />
      <BenefitGroup
        index={args.index + 1}
        title={args.index === 1 ? '성장' : 'Growth'}
        items={[{ id: 'study', title: args.index === 1 ? '교육비' : 'Courses', description: '100%' }]}
      />
    </BenefitGroups>
  ),
} satisfies Meta<typeof BenefitGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    index: 2,
    title: 'Health',
    subtitle: 'Body and mind',
    items: [
      { id: 'checkup', title: 'Health check-up', description: 'Every year, for you and your partner' },
      { id: 'gym', title: 'Fitness allowance', description: '100,000 won a month' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
