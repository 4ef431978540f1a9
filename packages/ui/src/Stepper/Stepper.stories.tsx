import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const meta = {
  title: 'Data display/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A process of up to five steps: a row on desktop with the last step (the goal) inverted, a column of cards below.',
      },
    },
  },
  args: {
    label: '채용 절차',
    stepLabel: 'STEP',
    steps: [
      { id: 'apply', title: '서류 접수', description: '지원서와 포트폴리오 제출' },
      { id: 'review', title: '서류 전형', description: '직무 적합성 검토' },
      { id: 'interview1', title: '1차 면접', description: '실무진 면접' },
      { id: 'interview2', title: '2차 면접', description: '임원 면접' },
      { id: 'offer', title: '최종 합격', description: '처우 협의 후 입사' },
    ],
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'Hiring process',
    steps: [
      { id: 'apply', title: 'Apply', description: 'Send your CV and portfolio' },
      { id: 'review', title: 'Screening', description: 'We review your fit for the role' },
      { id: 'interview1', title: 'First interview', description: 'With the team' },
      { id: 'interview2', title: 'Final interview', description: 'With the executives' },
      { id: 'offer', title: 'Offer', description: 'Terms agreed, welcome aboard' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
