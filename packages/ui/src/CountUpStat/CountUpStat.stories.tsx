import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountUpStat, CountUpStatGroup } from './CountUpStat';

const meta = {
  title: 'Data display/CountUpStat',
  component: CountUpStat,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A figure that counts from 0 to its value over 1 s the first time 30 % of it is visible (once only). Screen readers and the server-rendered HTML get the final value; the moving digits are aria-hidden. `CountUpStatGroup` lays four figures out in a grid (2 × 2 on mobile). Stories pass `animate={false}` so screenshots are stable; "Counts when scrolled into view" shows the motion.',
      },
    },
  },
  args: { value: 17, suffix: 'B', label: '누적 매출', animate: false },
} satisfies Meta<typeof CountUpStat>;

export default meta;
type Story = StoryObj<typeof meta>;

const korean = [
  { id: 'clients', value: 50, label: '고객사' },
  { id: 'sales', value: 17, suffix: 'B', label: '누적 매출' },
  { id: 'rnd', value: 30, suffix: '%', label: 'R&D 투자 비율' },
  { id: 'equality', value: 55, suffix: '%', label: '양성 평등 지수' },
];
const english = [
  { id: 'clients', value: 50, label: 'Client organizations served' },
  { id: 'sales', value: 17, suffix: 'B', label: 'Cumulative sales' },
  { id: 'rnd', value: 30, suffix: '%', label: 'R&D investment' },
  { id: 'equality', value: 55, suffix: '%', label: 'Gender equality' },
];

export const Single: Story = {};
export const WithPrefix: Story = { args: { value: 1200, prefix: '₩', suffix: 'B', label: 'Revenue' } };

export const GroupKorean: Story = {
  render: () => (
    <CountUpStatGroup label="Impact to Value" items={korean.map((i) => ({ ...i, animate: false }))} />
  ),
};

export const GroupEnglish: Story = {
  render: () => (
    <CountUpStatGroup label="Impact to Value" items={english.map((i) => ({ ...i, animate: false }))} />
  ),
};

export const GroupMobile: Story = {
  ...GroupKorean,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Scroll down: the figures count once when 30 % visible. Animated, so not photographed. */
export const CountsWhenScrolledIntoView: Story = {
  tags: ['no-screenshot'],
  render: () => (
    <div>
      <p style={{ height: '120vh' }}>↓</p>
      <CountUpStatGroup label="Impact to Value" items={korean} />
      <p style={{ height: '60vh' }} />
    </div>
  ),
};

/** Under prefers-reduced-motion the final values show at once. */
export const ReducedMotion: Story = {
  tags: ['reduced-motion', 'no-screenshot'],
  render: () => <CountUpStatGroup label="Impact to Value" items={korean} />,
};
