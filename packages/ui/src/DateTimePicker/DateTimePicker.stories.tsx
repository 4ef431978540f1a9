import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>;

/** The picker with its value in state, so the story can be tried. */
function Stateful(props: DateTimePickerProps) {
  const [value, setValue] = useState(props.value);
  return <DateTimePicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/DateTimePicker',
  component: DateTimePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled date and time field: the browser's own `datetime-local` picker in the library's field style. `value` is a local moment `YYYY-MM-DDTHH:mm` (`''` for none); `min` keeps earlier moments out (for a schedule, now); say the time zone in `hint`. Converting to and from an instant is the caller's job.",
      },
    },
  },
  args: {
    label: '게시 예약 일시',
    value: '',
    onChange: () => {},
    hint: '한국 표준시(KST) 기준입니다.',
  },
  decorators: [narrow],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: '2026-12-01T09:00', min: '2026-11-25T12:00' } };
export const WithError: Story = {
  args: { value: '2026-11-20T09:00', error: '지금 이후의 일시를 고르세요.' },
};
export const Disabled: Story = { args: { value: '2026-12-01T09:00', disabled: true } };
export const English: Story = {
  args: { label: 'Publish at', value: '2026-12-01T09:00', hint: 'Korea Standard Time (KST).' },
};
export const EnglishWithError: Story = {
  args: { label: 'Publish at', value: '2026-11-20T09:00', error: 'Choose a moment after now.' },
};
export const Mobile: Story = {
  args: WithValue.args,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const MobileWithError: Story = {
  args: WithError.args,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
