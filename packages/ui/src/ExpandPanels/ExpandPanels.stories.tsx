import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ExpandPanelItem, ExpandPanels } from './ExpandPanels';
import { sampleArt } from './sampleArt';

const brands: ExpandPanelItem[] = [
  {
    id: 'aerea',
    title: 'Aerea',
    description: '반도체 클린룸을 위한 고효율 공기 필터. 미세입자를 99.9995 % 걸러냅니다.',
    image: { src: sampleArt(212), alt: '푸른 기류가 필터 층을 통과하는 추상 이미지' },
    href: '/business/brands/Aerea',
    linkLabel: '자세히 보기',
  },
  {
    id: 'slown',
    title: 'Slown',
    description: '저소음 팬 필터 유닛. 조용하게, 균일한 기류를 만듭니다.',
    image: { src: sampleArt(190), alt: '균일한 기류선이 흐르는 격자 추상 이미지' },
    href: '/business/brands/Slown',
    linkLabel: '자세히 보기',
  },
  {
    id: 'necove',
    title: 'Necove',
    description: '배터리 드라이룸을 위한 제습 솔루션.',
    image: { src: sampleArt(232), alt: '짙은 남색 위로 빛나는 격자 추상 이미지' },
    href: '/business/brands/Necove',
    linkLabel: '자세히 보기',
  },
];

const englishBrands: ExpandPanelItem[] = brands.map((item, index) => ({
  ...item,
  description: [
    'High-efficiency air filters for semiconductor cleanrooms, capturing 99.9995 % of fine particles.',
    'Low-noise fan filter units that make a quiet, even airflow.',
    'Dehumidification for battery dry rooms.',
  ][index],
  image: { ...item.image, alt: 'Abstract airflow passing through filter layers' },
  linkLabel: 'Learn more',
}));

const materials: ExpandPanelItem[] = ['C', 'C-HT', 'C-AM'].map((variant, index) => ({
  id: variant,
  title: `Durafiltex ${variant}`,
  description: '고성능 필터 여재. 낮은 압력 손실과 높은 포집 효율.',
  image: { src: sampleArt(200 + index * 14), alt: `Durafiltex ${variant} 여재 단면을 표현한 추상 이미지` },
  href: '/business/materials/DurafiltexC',
  linkLabel: '제품 보기',
}));

const meta = {
  title: 'Data display/ExpandPanels',
  component: ExpandPanels,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Exactly one panel open at all times (Radix Accordion, type single, not collapsible), the first by default. Horizontal panels that widen on desktop (≥ 1200 px, arrow keys left/right), stacked on mobile (arrow keys up/down). Each panel links onward through `renderLink`.',
      },
    },
  },
  args: { items: brands, label: 'Brands' },
} satisfies Meta<typeof ExpandPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = {};
export const SecondOpen: Story = { args: { defaultValue: 'slown' } };
export const Materials: Story = { args: { items: materials, label: 'Materials' } };
export const English: Story = { args: { items: englishBrands } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const ReducedMotion: Story = { tags: ['reduced-motion', 'no-screenshot'] };
