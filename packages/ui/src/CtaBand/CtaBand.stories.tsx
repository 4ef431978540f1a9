import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLink } from '../ArrowLink';
import { CtaBand } from './CtaBand';

const meta = {
  title: 'Sections/CtaBand',
  component: CtaBand,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A closing invitation: one sentence and its one action, on the soft gradient.',
      },
    },
  },
  args: {
    text: '공정에 맞는 필터를 찾고 계신가요?',
    action: (
      <ArrowLink href="/Qna" primary>
        제품 문의
      </ArrowLink>
    ),
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    text: 'Looking for the right filter for your process?',
    action: (
      <ArrowLink href="/en/Qna" primary>
        Ask us
      </ArrowLink>
    ),
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
