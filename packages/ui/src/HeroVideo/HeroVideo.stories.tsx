import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleArt } from '../ExpandPanels/sampleArt';
import { NewsPopup } from '../NewsPopup';
import { HeroVideo } from './HeroVideo';

const koreanLabels = {
  region: '메인 비주얼',
  previous: '이전 슬라이드',
  next: '다음 슬라이드',
  pause: '영상과 슬라이드 일시 정지',
  play: '영상과 슬라이드 재생',
  slide: (position: number, total: number) => `슬라이드 ${position} / ${total}`,
};
const englishLabels = {
  region: 'Featured',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause video and slides',
  play: 'Play video and slides',
  slide: (position: number, total: number) => `Slide ${position} of ${total}`,
};

const poster = sampleArt(214, 1600, 900);

const meta = {
  title: 'Media/HeroVideo',
  component: HeroVideo,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Full-screen hero: a looping, muted, `playsInline` background video with a poster (sources as props) and a slide track of title/description slides that advances every 5000 ms. Advancing pauses while hovered or focused, after the pause button (which also stops the video, WCAG 2.2.2) and under reduced motion. Slide controls (previous, next, one labelled dot per slide) appear when there is more than one slide. The video is attached only from the desktop breakpoint, after the window has loaded, and never under Save-Data, `prefers-reduced-data` or reduced motion: elsewhere the poster (an `<img>` with `srcSet`) is the hero. Stories pass `autoPlay={false}` and no video file so screenshots are stable.',
      },
      story: { inline: false, iframeHeight: 640 },
    },
  },
  args: {
    sources: [],
    poster,
    autoPlay: false,
    headingLevel: 1,
    labels: koreanLabels,
    slides: [
      {
        id: 'main',
        title: '공기의 기준을 다시 씁니다',
        description: '반도체 클린룸부터 고성능 필터 여재까지, 보이지 않는 것을 정밀하게 다룹니다.',
      },
    ],
  },
} satisfies Meta<typeof HeroVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSlide: Story = {};

export const ThreeSlides: Story = {
  args: {
    slides: [
      { id: 'a', title: '공기의 기준을 다시 씁니다', description: '정밀한 청정 공간을 설계하고 짓습니다.' },
      { id: 'b', title: '배터리 드라이룸', description: '이슬점 -60 °C 이하의 초저습 환경.' },
      { id: 'c', title: '필터 여재 Durafiltex', description: '낮은 압력 손실, 높은 포집 효율.' },
    ],
  },
};

export const English: Story = {
  args: {
    labels: englishLabels,
    slides: [
      {
        id: 'main',
        title: 'Rewriting the standard of clean air',
        description:
          'From semiconductor cleanrooms to high-performance filter media, we handle the invisible with precision.',
      },
    ],
  },
};

export const Mobile: Story = {
  ...ThreeSlides,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Auto-advancing every 5 s (hover or focus to pause). Moving, so not photographed. */
export const AutoAdvancing: Story = {
  ...ThreeSlides,
  tags: ['no-screenshot'],
  args: { ...ThreeSlides.args, autoPlay: true },
};

/** Under prefers-reduced-motion: no advance, video stopped, no pause button needed. */
export const ReducedMotion: Story = {
  ...ThreeSlides,
  tags: ['reduced-motion', 'no-screenshot'],
  args: { ...ThreeSlides.args, autoPlay: true },
};

/**
 * What a phone gets, and any screen whose visitor saves data (Save-Data, `prefers-reduced-data`) or asks for
 * reduced motion: the designed poster, sized by `srcSet`/`sizes`, and no video (the stories have no video file).
 */
export const PosterOnly: Story = {
  args: {
    autoPlay: true,
    poster: {
      src: sampleArt(214, 1280, 720),
      width: 1280,
      height: 720,
      srcSet: `${sampleArt(214, 640, 360)} 640w, ${sampleArt(214, 1280, 720)} 1280w`,
      sizes: '100vw',
    },
  },
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * With the home page's docked news popup below it on a phone: the popup's bar spans the bottom of the window,
 * and the hero keeps its controls above the bar, never under it.
 */
export const WithNewsPopup: Story = {
  ...ThreeSlides,
  render: (args) => (
    <div>
      <HeroVideo {...args} />
      <div style={{ height: '40rem' }} />
      <NewsPopup title="클린에어텍 소식" items={[]} emptyText="새 소식이 없습니다." />
    </div>
  ),
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
