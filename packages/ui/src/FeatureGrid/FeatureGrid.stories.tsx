import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureGrid, type FeatureGridItem } from './FeatureGrid';

const korean: FeatureGridItem[] = [
  { id: 'design', title: '설계', description: '공정과 청정도 등급에 맞춘 공조 설계' },
  { id: 'build', title: '시공', description: '클린룸 패널, 공조, 배관과 전기의 일괄 시공' },
  { id: 'validate', title: '검증', description: '입자 수, 기류, 차압 측정으로 성능 확인' },
  { id: 'care', title: '유지관리', description: '필터 교체와 정기 점검으로 청정도 유지' },
];
const english: FeatureGridItem[] = [
  { id: 'design', title: 'Design', description: 'Air handling designed for the process and its ISO class' },
  {
    id: 'build',
    title: 'Build',
    description: 'Panels, HVAC, piping and electrical work from one contractor',
  },
  {
    id: 'validate',
    title: 'Validate',
    description: 'Particle counts, airflow and pressure measured on site',
  },
  { id: 'care', title: 'Care', description: 'Filter changes and regular checks keep the class' },
];

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Titled texts as a grid of items between thin rules: 1–4 columns on desktop, two on tablet, one on mobile; optionally numbered 01, 02, ...; `extra` adds a link or a badge under an item.',
      },
    },
  },
  args: { items: korean, columns: 4, 'aria-label': '서비스 단계' },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { args: { items: english, 'aria-label': 'Service steps' } };
export const NumberedThreeColumns: Story = { args: { numbered: true, columns: 3 } };
export const TwoColumns: Story = { tags: ['desktop'], args: { columns: 2 } };
export const Mobile: Story = {
  args: { numbered: true },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
