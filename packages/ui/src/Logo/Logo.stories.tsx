import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo';

const onDark: Decorator = (Story) => (
  <div style={{ padding: 32, background: 'linear-gradient(135deg, #071634 0%, #0b3a8c 48%, #1397c9 100%)' }}>
    {Story()}
  </div>
);

const meta = {
  title: 'Foundations/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The company logo: the symbol (an open ring with three air strokes, `logoSymbol`) and a logotype in two weights, Korean or English, in the light tone or reversed. Its accessible name is `label`; every text comes in as a prop.',
      },
    },
  },
  args: { label: 'CleanAir Tech', logotype: { strong: 'CleanAir', light: 'Tech' } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Korean: Story = { args: { label: '클린에어텍', logotype: { strong: '클린에어', light: '텍' } } };
export const EnglishReversed: Story = { args: { tone: 'reversed' }, decorators: [onDark] };
export const KoreanReversed: Story = {
  args: { label: '클린에어텍', logotype: { strong: '클린에어', light: '텍' }, tone: 'reversed' },
  decorators: [onDark],
};
export const SymbolOnly: Story = { args: { logotype: undefined, size: 'xl' } };
export const SymbolReversed: Story = {
  args: { logotype: undefined, size: 'xl', tone: 'reversed' },
  decorators: [onDark],
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      <Logo {...args} size="sm" />
      <Logo {...args} size="md" />
      <Logo {...args} size="lg" />
    </div>
  ),
};
/** Inside a link (the header's home link): the logotype is not underlined. */
export const InsideLink: Story = {
  render: (args) => (
    <a href="#home" aria-label="CleanAir Tech 홈" style={{ display: 'inline-flex', color: 'inherit' }}>
      <Logo {...args} size="sm" />
    </a>
  ),
};
/**
 * In a phone's bar (`symbolOnlyWhenNarrow`): the whole lockup from 360 px wide screens, the symbol alone only
 * on narrower ones. A logo is never cropped.
 */
export const InABar: Story = {
  args: { size: 'sm', symbolOnlyWhenNarrow: true },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', height: 64, outline: '1px dashed #c5cedb' }}>
      <Logo {...args} />
    </div>
  ),
};
