import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '../Logo';
import { storyLogo } from '../storyAssets/storyImages';
import { LogoPlate, LogoPlates } from './LogoPlate';

const meta = {
  title: 'Media/LogoPlate',
  component: LogoPlate,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A logo on its plate: `light` on a fine construction grid, `dark` drawn white on the brand gradient. The logo is an element (a `Logo` in the plate tone) or an image file (`src`). `clearSpace` marks the clear space around the logo. `LogoPlates` sets plates side by side.',
      },
    },
  },
  args: { src: storyLogo, alt: '회사 로고', width: 330, height: 64, caption: '밝은 배경' },
} satisfies Meta<typeof LogoPlate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { tone: 'dark', alt: '흰색 회사 로고', caption: '어두운 배경' } };
export const PairEnglish: Story = {
  render: (args) => (
    <LogoPlates>
      <LogoPlate {...args} alt="Company logo" caption="On light grounds" />
      <LogoPlate {...args} tone="dark" alt="Company logo in white" caption="On dark grounds" />
    </LogoPlates>
  ),
};
export const Mobile: Story = {
  ...PairEnglish,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const WithLogo: Story = {
  args: {
    src: undefined,
    logo: <Logo size="lg" label="클린에어텍" logotype={{ strong: '클린에어', light: '텍' }} />,
    caption: '국문 로고타입',
  },
};
export const WithLogoReversed: Story = {
  args: {
    src: undefined,
    tone: 'dark',
    logo: (
      <Logo
        size="lg"
        tone="reversed"
        label="CleanAir Tech"
        logotype={{ strong: 'CleanAir', light: 'Tech' }}
      />
    ),
    caption: 'Reversed on the brand gradient',
  },
};
export const ClearSpace: Story = {
  args: {
    src: undefined,
    clearSpace: true,
    logo: <Logo size="lg" label="CleanAir Tech" logotype={{ strong: 'CleanAir', light: 'Tech' }} />,
    caption: '여백: 심볼 높이의 절반(x) 이상',
  },
};
/** On a plate narrower than the lockup (a small phone): the whole lockup, scaled down, never cropped. */
export const Narrow: Story = {
  args: {
    src: undefined,
    logo: <Logo size="lg" label="CleanAir Tech" logotype={{ strong: 'CleanAir', light: 'Tech' }} />,
    caption: '좁은 화면',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <LogoPlate {...args} />
    </div>
  ),
};
