import type { Meta, StoryObj } from '@storybook/react-vite';
import { LetterValues } from './LetterValues';

const meta = {
  title: 'Sections/LetterValues',
  component: LetterValues,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'Values as an acronym: a large letter each, in columns on desktop.' } },
  },
  args: {
    values: [
      { letter: 'A', word: 'Active', title: '능동', description: '먼저 움직입니다.' },
      { letter: 'L', word: 'Learning', title: '배움', description: '매일 배웁니다.' },
      { letter: 'I', word: 'Integrity', title: '정직', description: '약속을 지킵니다.' },
      { letter: 'V', word: 'Value', title: '가치', description: '고객의 가치를 만듭니다.' },
      { letter: 'E', word: 'Empathy', title: '공감', description: '서로를 이해합니다.' },
    ],
  },
} satisfies Meta<typeof LetterValues>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    values: [
      { letter: 'A', word: 'Active', title: 'We act first', description: 'We move before we are asked.' },
      { letter: 'L', word: 'Learning', title: 'We learn', description: 'Every day.' },
      { letter: 'I', word: 'Integrity', title: 'We keep our word', description: 'Always.' },
      { letter: 'V', word: 'Value', title: 'We create value', description: 'For our customers.' },
      { letter: 'E', word: 'Empathy', title: 'We listen', description: 'To each other.' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
