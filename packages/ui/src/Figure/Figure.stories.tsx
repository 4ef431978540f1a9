import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyIllustration } from '../storyAssets/storyImages';
import { Figure } from './Figure';

const meta = {
  title: 'Media/Figure',
  component: Figure,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A framed illustration with its intrinsic size (no layout shift), alt text and an optional caption. `size="wide"` centres it at most 48rem wide.',
      },
    },
  },
  args: {
    src: storyIllustration,
    alt: '필터 층을 지나는 기류 일러스트',
    width: 800,
    height: 500,
    caption: '필터 여재를 지나는 공기의 흐름',
    eager: true,
  },
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: { alt: 'Airflow through filter layers', caption: 'Air flowing through the filter media' },
};
export const Wide: Story = { args: { size: 'wide', caption: undefined } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
