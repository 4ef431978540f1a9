import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type LanguageOption, LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';

const options: LanguageOption[] = [
  { value: 'ko', label: 'KR', name: '한국어', lang: 'ko' },
  { value: 'en', label: 'EN', name: 'English', lang: 'en' },
];

function Stateful(props: LanguageSwitcherProps) {
  const [value, setValue] = useState(props.value);
  return <LanguageSwitcher {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Shows the current language (KR / EN) and opens a small list to change it. It closes on a mousedown outside, on Escape, or after a pick, and calls `onChange(lang)`. Text colour follows its container, so it sits on a transparent header too.',
      },
    },
  },
  args: { value: 'ko', options, label: '언어 선택', onChange: () => {} },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '10rem' }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { args: { value: 'en', label: 'Language' } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-expanded]')?.click();
  },
};
