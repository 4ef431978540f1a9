import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>;

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled input. `help` and `error` are linked with `aria-describedby`; an error sets `aria-invalid` and is announced. With `maxLength` and `counterLabel` a counter (part of the description) shows the length against the limit: past it the counter turns red and the input is invalid, but typing is never cut off; near and past the limit the count is announced politely.',
      },
    },
  },
  args: { label: '아이디', placeholder: '아이디를 입력하세요', required: true, type: 'email' },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'url', 'tel', 'number'] },
  },
  decorators: [narrow],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const Password: Story = {
  args: { label: '비밀번호', placeholder: '비밀번호를 입력하세요', type: 'password' },
};
export const WithHelp: Story = {
  args: { label: '제목', placeholder: '제목을 입력하세요', help: '목록과 검색 결과에 보이는 제목입니다.' },
};
export const WithError: Story = {
  args: { label: '아이디', defaultValue: 'admin', error: '아이디 또는 비밀번호가 올바르지 않습니다.' },
};
export const Disabled: Story = { args: { label: 'Title', defaultValue: 'Saving…', disabled: true } };
export const English: Story = {
  args: { label: 'E-mail', placeholder: 'Enter your e-mail address', help: 'We never share it.' },
};

const counterLabel = (count: number, max: number) =>
  `${count.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}자`;

export const WithCounter: Story = {
  args: {
    label: '제목',
    type: 'text',
    defaultValue: '클린룸 신축 공사 준공',
    maxLength: 300,
    counterLabel,
    help: '목록과 검색 결과에 보이는 제목입니다.',
  },
};
export const CounterOverTheLimit: Story = {
  args: {
    label: '제목',
    type: 'text',
    defaultValue: '제한보다 긴 제목을 입력하면 글자 수가 빨갛게 표시됩니다',
    maxLength: 20,
    counterLabel,
    error: '제목: 최대 20자까지 입력할 수 있습니다.',
  },
};
