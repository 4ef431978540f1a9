import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageBadge } from './LanguageBadge';

const meta = {
  title: 'Data display/LanguageBadge',
  component: LanguageBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A small pill naming a language: the "Korean only" note beside an item shown without its translation, or the KO / EN marks of an admin list (an absent language faded and struck through, with a full label for screen readers).',
      },
    },
  },
  args: { children: 'Korean only' },
} satisfies Meta<typeof LanguageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Note: Story = {};
export const KoreanNote: Story = { args: { children: '한국어만 제공' } };
export const Marks: Story = {
  render: () => (
    <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
      <LanguageBadge tone="present" accessibleLabel="Korean version: yes">
        KO
      </LanguageBadge>
      <LanguageBadge tone="absent" accessibleLabel="English version: none">
        EN
      </LanguageBadge>
    </span>
  ),
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
