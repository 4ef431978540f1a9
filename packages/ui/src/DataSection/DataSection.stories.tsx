import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureGrid } from '../FigureGrid';
import { DataSection } from './DataSection';

const meta = {
  title: 'Sections/DataSection',
  component: DataSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A titled block of a data page with its as-of date or unit beside the title.',
      },
    },
  },
  args: {
    title: '실적 하이라이트',
    meta: '단위: 억 원',
    children: (
      <FigureGrid
        figures={[
          { id: 'sales', label: '매출액', value: '812', unit: '억 원' },
          { id: 'op', label: '영업이익', value: '96', unit: '억 원' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof DataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { args: { title: 'Highlights', meta: 'KRW 100 million' } };
export const WithoutMeta: Story = { args: { meta: undefined } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
