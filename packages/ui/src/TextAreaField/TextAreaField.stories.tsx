import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>;

function Controlled(props: TextAreaFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextAreaField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line field with a character counter (part of its description). Past `maxLength` the counter turns red and the field is invalid; typing is never cut off.',
      },
    },
  },
  args: {
    label: '문의 내용',
    value: '',
    maxLength: 5000,
    counterLabel: (count: number, max: number) =>
      `${count.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}자`,
    required: true,
  },
  render: (args) => <Controlled {...args} />,
  decorators: [narrow],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = {
  args: {
    value: '300평 규모 반도체 클린룸 신축 공사의 견적을 요청드립니다.\n희망 착공 시기는 내년 3월입니다.',
  },
};
export const OverTheLimit: Story = {
  args: { maxLength: 20, value: '제한보다 긴 문의 내용을 입력하면 글자 수가 빨갛게 표시됩니다.' },
};
export const WithError: Story = { args: { error: '문의 내용을 입력해 주세요.' } };
export const English: Story = {
  args: {
    label: 'Message',
    help: 'Tell us about your project.',
    value: 'We are planning a dry room for battery cells.',
    counterLabel: (count: number, max: number) =>
      `${count.toLocaleString('en')} / ${max.toLocaleString('en')} characters`,
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
  args: { error: '문의 내용을 입력해 주세요.' },
};
