import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactBand } from './FactBand';

const meta = {
  title: 'Sections/FactBand',
  component: FactBand,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Key figures on the soft brand gradient, as a description list: two columns on mobile, four on desktop, with an optional note (the date the figures hold for).',
      },
    },
  },
  args: {
    title: '숫자로 보는 회사',
    facts: [
      { id: 'founded', label: '설립', value: '2019년' },
      { id: 'capacity', label: '울산 공장 생산 능력', value: '연 275억 원' },
      { id: 'projects', label: '클린룸 시공', value: '100건+' },
      { id: 'patents', label: '등록 특허', value: '12건' },
    ],
    note: '2025년 12월 기준',
  },
} satisfies Meta<typeof FactBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    title: 'The company in figures',
    facts: [
      { id: 'founded', label: 'Founded', value: '2019' },
      { id: 'capacity', label: 'Ulsan plant capacity', value: '₩27.5 bn a year' },
      { id: 'projects', label: 'Cleanrooms built', value: '100+' },
      { id: 'patents', label: 'Registered patents', value: '12' },
    ],
    note: 'As of December 2025',
  },
};
export const WithoutNote: Story = { args: { note: undefined } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
