import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLogo } from '../storyAssets/storyImages';
import { LogoPlate, LogoPlates } from './LogoPlate';

const meta = {
  title: 'Company/LogoPlate',
  component: LogoPlate,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A logo on its plate: `light` on a fine construction grid, `dark` drawn white on the brand gradient. `LogoPlates` sets plates side by side.',
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
export const Mobile: Story = { ...PairEnglish, globals: { viewport: { value: 'mobile' } } };
