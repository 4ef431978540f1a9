import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { SuccessPanel } from './SuccessPanel';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>;

const meta = {
  title: 'Forms/SuccessPanel',
  component: SuccessPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Shown in place of a form once what was sent is received: a focused title (read out), the reference to quote, what happens next and actions.',
      },
    },
  },
  args: {
    autoFocus: false,
    title: '문의가 접수되었습니다',
    referenceLabel: '접수 번호',
    reference: 'INQ-1A2B3C4D',
    children: (
      <p>
        담당 부서에서 내용을 확인한 뒤 영업일 기준 2일 이내에 buyer@example.com(으)로 답변드립니다. 접수 확인
        메일도 곧 도착합니다.
      </p>
    ),
    actions: <Button variant="secondary">새 문의 작성</Button>,
  },
  decorators: [narrow],
} satisfies Meta<typeof SuccessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const WithoutReference: Story = { args: { reference: undefined, actions: undefined } };
export const English: Story = {
  args: {
    title: 'Thank you, your inquiry has been received',
    referenceLabel: 'Reference number',
    children: <p>The responsible team will reply to buyer@example.com within two business days.</p>,
    actions: <Button variant="secondary">Write another inquiry</Button>,
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
