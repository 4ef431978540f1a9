import type { Meta, StoryObj } from '@storybook/react-vite';
import { YearStrip } from './YearStrip';

const meta = {
  title: 'Data display/YearStrip',
  component: YearStrip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'Years at a glance, each with its headline; wraps to fit the screen.' },
    },
  },
  args: {
    label: '연도별 요약',
    years: [
      { year: 2019, headline: '회사 설립' },
      { year: 2020, headline: '필터 브랜드 출시' },
      { year: 2021, headline: '클린룸 100건' },
      { year: 2022, headline: '연구소 설립' },
      { year: 2023, headline: '나노 여과 특허' },
      { year: 2024, headline: 'AI 데이터센터 공급' },
      { year: 2025, headline: '울산 공장 증설' },
    ],
  },
} satisfies Meta<typeof YearStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'The years at a glance',
    years: [
      { year: 2019, headline: 'Founded' },
      { year: 2020, headline: 'Filter brand launched' },
      { year: 2021, headline: '100 cleanrooms' },
      { year: 2022, headline: 'R&D center' },
      { year: 2023, headline: 'Nano filtration patent' },
      { year: 2024, headline: 'AI data centers' },
      { year: 2025, headline: 'Ulsan plant expanded' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
