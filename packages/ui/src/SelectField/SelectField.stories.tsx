import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>;

const koreanOptions = [
  { value: 'sales', label: '영업 문의' },
  { value: 'export', label: '수출 문의' },
  { value: 'procurement', label: '구매 문의' },
  { value: 'rnd', label: 'R&D 문의' },
  { value: 'investment', label: '투자 문의' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled native select with an optional empty first choice. `help` and `error` are linked with `aria-describedby`; an error sets `aria-invalid` and is announced.',
      },
    },
  },
  args: {
    label: '문의 분야',
    options: koreanOptions,
    placeholder: '문의 분야를 선택해 주세요',
    required: true,
  },
  decorators: [narrow],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const Chosen: Story = { args: { defaultValue: 'rnd' } };
export const WithError: Story = { args: { error: '문의 분야를 선택해 주세요.' } };
export const Disabled: Story = { args: { defaultValue: 'sales', disabled: true } };
export const English: Story = {
  args: {
    label: 'Inquiry type',
    placeholder: 'Choose an inquiry type',
    help: 'We route your message to the right team.',
    options: [
      { value: 'sales', label: 'Sales' },
      { value: 'export', label: 'Export' },
      { value: 'rnd', label: 'R&D' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
  args: { error: '문의 분야를 선택해 주세요.' },
};
