import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureGrid } from './FigureGrid';

const meta = {
  title: 'Media/FigureGrid',
  component: FigureGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Label/value tiles between thin rules (two columns, four on desktop); `trend` colours a change.',
      },
    },
  },
  args: {
    figures: [
      { id: 'price', label: '현재가', value: '12,450원' },
      { id: 'change', label: '전일대비', value: '350원 상승', trend: 'up' },
      { id: 'rate', label: '등락률', value: '2.89%', trend: 'up' },
      { id: 'volume', label: '거래량', value: '182,300주' },
      { id: 'high', label: '고가', value: '12,600원' },
      { id: 'low', label: '저가', value: '11,950원', trend: 'down' },
    ],
  },
} satisfies Meta<typeof FigureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    figures: [
      { id: 'sales', label: 'Revenue', value: '81.2', unit: 'KRW bn' },
      { id: 'op', label: 'Operating profit', value: '9.6', unit: 'KRW bn' },
      { id: 'margin', label: 'Operating margin', value: '11.8', unit: '%' },
      { id: 'change', label: 'Change', value: '1.2% down', trend: 'down' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
