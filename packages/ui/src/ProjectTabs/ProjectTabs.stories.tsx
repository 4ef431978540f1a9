import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleArt } from '../ExpandPanels/sampleArt';
import { type ProjectTabItem, ProjectTabs } from './ProjectTabs';

const korean: ProjectTabItem[] = [
  {
    id: 'semi',
    tabLabel: '반도체 클린룸',
    title: '반도체 클린룸',
    description: 'ISO Class 1 수준의 초청정 공간을 설계부터 시공, 검증까지 책임집니다.',
    image: { src: sampleArt(214), alt: '반도체 클린룸 천장의 팬 필터 격자를 표현한 추상 이미지' },
    href: '/business/project/SemiCleanroom',
    linkLabel: '프로젝트 보기',
  },
  {
    id: 'battery',
    tabLabel: '배터리 드라이룸',
    title: '배터리 드라이룸',
    description: '이슬점 -60 °C 이하의 초저습 환경을 안정적으로 유지합니다.',
    image: { src: sampleArt(196), alt: '건조한 공기가 흐르는 드라이룸을 표현한 추상 이미지' },
    href: '/business/project/BatteryDryroom',
    linkLabel: '프로젝트 보기',
  },
  {
    id: 'gmp',
    tabLabel: 'GMP 룸',
    title: 'GMP 룸',
    description: '제약·바이오 생산 시설을 위한 GMP 기준의 청정 공간.',
    image: { src: sampleArt(228), alt: 'GMP 청정 공간의 격자 벽을 표현한 추상 이미지' },
    href: '/business/project/GmpRoom',
    linkLabel: '프로젝트 보기',
  },
];

const english: ProjectTabItem[] = korean.map((item, index) => ({
  ...item,
  tabLabel: ['Semiconductor cleanroom', 'Battery dry room', 'GMP room'][index] ?? '',
  title: ['Semiconductor cleanroom', 'Battery dry room', 'GMP room'][index] ?? '',
  description: [
    'Ultra-clean spaces up to ISO Class 1, from design and construction to validation.',
    'Ultra-low humidity held steadily below a −60 °C dew point.',
    'GMP-grade clean spaces for pharmaceutical and bio production.',
  ][index],
  image: { ...item.image, alt: 'Abstract render of a cleanroom ceiling grid' },
  linkLabel: 'View project',
}));

const meta = {
  title: 'Sections/ProjectTabs',
  component: ProjectTabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Radix Tabs kept in step with an Embla carousel: a tab, a swipe or the previous/next buttons (disabled at the ends) select the same slide. A controlled `index` is clamped to 0..n-1. Each slide links onward through `renderLink`; off-screen slides are inert.',
      },
    },
  },
  args: { items: korean, labels: { tabList: '프로젝트', previous: '이전 프로젝트', next: '다음 프로젝트' } },
} satisfies Meta<typeof ProjectTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};
export const LastTab: Story = { args: { defaultIndex: 2 } };
export const IndexClamped: Story = { tags: ['no-screenshot'], args: { index: 9 } };
export const English: Story = {
  args: {
    items: english,
    labels: { tabList: 'Projects', previous: 'Previous project', next: 'Next project' },
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const ReducedMotion: Story = { tags: ['reduced-motion', 'no-screenshot'] };
