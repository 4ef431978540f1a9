import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { storyThumbnails } from '../NewsCard/storyThumbnails';
import { ResponsiveImage } from './ResponsiveImage';

const column: Decorator = (Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>;

const meta = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An `<img>` that lets the browser pick the width it needs: pass `image` as a URL, or as `{ src, srcSet, width, height }` with `sizes` saying how wide it is drawn. With its intrinsic size the page keeps its place while it loads. Lazy and asynchronously decoded by default. It has no style of its own: the component that places it sizes it.',
      },
    },
  },
  args: {
    image: {
      src: storyThumbnails.cleanroom,
      srcSet: `${storyThumbnails.filter} 320w, ${storyThumbnails.cleanroom} 640w`,
      width: 640,
      height: 360,
    },
    alt: '클린룸 천장의 팬 필터 유닛과 기류를 그린 일러스트',
    sizes: '(min-width: 480px) 480px, 100vw',
    style: { width: '100%', height: 'auto' },
  },
  decorators: [column],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two widths: at 480 CSS pixels on one device pixel each, the browser takes the 640-wide one. */
export const Widths: Story = {};
/** One URL: no `srcset`, `sizes` or intrinsic size. */
export const PlainUrl: Story = {
  args: { image: storyThumbnails.dryroom, alt: '드라이룸을 그린 일러스트', sizes: undefined },
};
