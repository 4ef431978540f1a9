import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureGrid } from '../FeatureGrid';
import { Figure } from '../Figure';
import { storyIllustration } from '../storyAssets/storyImages';
import { MediaSplit } from './MediaSplit';

const meta = {
  title: 'Sections/MediaSplit',
  component: MediaSplit,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A picture beside its text: `product` (6:5) or `diagram` (7:5); stacked on small screens.',
      },
    },
  },
  args: {
    variant: 'diagram',
    media: <Figure src={storyIllustration} alt="필터 층 구조도" width={800} height={500} eager />,
    children: (
      <FeatureGrid
        columns={1}
        numbered
        items={[
          { id: 'pre', title: '프리 필터층', description: '큰 입자를 거릅니다' },
          { id: 'nano', title: '나노 섬유층', description: '미세 입자를 잡습니다' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof MediaSplit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    media: <Figure src={storyIllustration} alt="Filter layers" width={800} height={500} eager />,
    children: (
      <FeatureGrid
        columns={1}
        numbered
        items={[
          { id: 'pre', title: 'Pre-filter layer', description: 'Stops coarse particles' },
          { id: 'nano', title: 'Nanofibre layer', description: 'Catches fine particles' },
        ]}
      />
    ),
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
