import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from './ErrorSummary';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>;

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The errors of a form after a failed submit: announced, focused, and each a link that moves focus to its field.',
      },
    },
  },
  args: {
    autoFocus: false,
    title: '입력 내용을 확인해 주세요. 3개 항목을 고쳐야 합니다.',
    errors: [
      { fieldId: 'company', message: '회사명을 입력해 주세요.' },
      { fieldId: 'email', message: '이메일 형식이 올바르지 않습니다. 예: name@company.com' },
      { fieldId: 'consent', message: '개인정보 수집·이용에 동의해 주셔야 문의를 접수할 수 있습니다.' },
    ],
  },
  decorators: [narrow],
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const ServerRefusal: Story = {
  args: {
    title: '같은 곳에서 한 시간에 보낼 수 있는 문의 수를 넘었습니다. 한 시간 뒤에 다시 시도해 주세요.',
    errors: [],
  },
};
export const English: Story = {
  args: {
    title: 'Please check the form: 2 fields need your attention.',
    errors: [
      { fieldId: 'name', message: 'Enter your name.' },
      { fieldId: 'message', message: 'Enter your message.' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
