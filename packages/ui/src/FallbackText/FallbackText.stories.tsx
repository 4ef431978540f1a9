import type { Meta, StoryObj } from '@storybook/react-vite';
import { FallbackText } from './FallbackText';

const meta = {
  title: 'Data display/FallbackText',
  component: FallbackText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A text shown in place of a missing translation (a Korean title on an English page): wrapped in an element with its own `lang`, followed by a small note in the page language.',
      },
    },
  },
  args: {
    lang: 'ko',
    note: 'Korean only',
    children: '2024 국제 클린룸·공조 산업전 참가… Durafiltex 신제품 공개',
  },
} satisfies Meta<typeof FallbackText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KoreanOnEnglishPage: Story = {};
export const InHeading: Story = {
  render: (args) => (
    <h2 style={{ fontSize: '2rem', lineHeight: 1.3, maxWidth: '40rem' }}>
      <FallbackText {...args} />
    </h2>
  ),
};
export const WithoutNote: Story = { args: { note: undefined } };
export const Mobile: Story = {
  ...InHeading,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
