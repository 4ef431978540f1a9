import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCard } from './ProfileCard';

const meta = {
  title: 'Data display/ProfileCard',
  component: ProfileCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'One office-holder on a dark card: the office, the name, a few lines.' },
    },
  },
  args: { label: '감사', name: '박투명', lines: ['상근감사', '회계와 업무를 독립적으로 감사합니다.'] },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'Auditor',
    name: 'Park Tumyeong',
    lines: ['Standing auditor', 'Audits accounts and operations independently.'],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
