import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPortrait } from '../storyAssets/storyImages';
import { Portrait } from './Portrait';

const meta = {
  title: 'Media/Portrait',
  component: Portrait,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A person's portrait slot: their picture, or, without one or when it cannot load, a monogram of their name on the brand gradient. `round` sits beside a name; `frame` is an upright 4:5 picture (a letter's author).",
      },
    },
  },
  args: { name: '한승우', image: storyPortrait },
} satisfies Meta<typeof Portrait>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Round: Story = {};
export const RoundMonogram: Story = { args: { image: null } };
export const RoundMonogramEnglish: Story = { args: { name: 'Seungwoo Han', image: null } };
/** The picture cannot load: the monogram takes its place. */
export const ImageFailed: Story = { tags: ['no-screenshot'], args: { image: 'data:image/png;base64,AAAA' } };
export const Frame: Story = { args: { shape: 'frame', alt: '대표이사 초상 일러스트' } };
export const FrameMonogram: Story = { args: { shape: 'frame', image: null } };
