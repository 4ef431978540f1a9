import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline, TimelineHeadline, type TimelineYear } from './Timeline';

const korean: TimelineYear[] = [
  {
    year: 2025,
    events: [
      { id: '2025-1', date: '05', text: '울산 공장 생산 능력 연 275억 원 규모로 확대' },
      { id: '2025-2', date: '02', text: '2차전지 드라이룸 신규 수주' },
    ],
  },
  { year: 2024, events: [{ id: '2024-1', date: '09', text: 'AI 데이터센터용 필터 공급 개시' }] },
  {
    year: 2023,
    events: [
      { id: '2023-1', date: '11', text: '나노 여과(50nm) 기술 특허 등록' },
      { id: '2023-2', date: '04', text: 'GMP 룸 시공 사업 진출' },
    ],
  },
  { year: 2022, events: [{ id: '2022-1', date: '08', text: '기업부설연구소 설립' }] },
  { year: 2021, events: [{ id: '2021-1', date: '06', text: '반도체 클린룸 시공 100건 달성' }] },
  { year: 2020, events: [{ id: '2020-1', date: '03', text: '필터 여재 브랜드 출시' }] },
  { year: 2019, events: [{ id: '2019-1', date: '01', text: '회사 설립' }] },
];

const english: TimelineYear[] = [
  {
    year: 2025,
    events: [
      { id: '2025-1', date: 'May', text: 'Ulsan plant capacity expanded to about 27.5 billion won a year' },
      { id: '2025-2', date: 'Feb', text: 'New order for a secondary battery dry room' },
    ],
  },
  { year: 2024, events: [{ id: '2024-1', date: 'Sep', text: 'First filters supplied to AI data centers' }] },
  { year: 2023, events: [{ id: '2023-1', date: 'Nov', text: 'Patent for 50 nm nano filtration' }] },
  { year: 2022, events: [{ id: '2022-1', date: 'Aug', text: 'Corporate R&D center founded' }] },
  { year: 2021, events: [{ id: '2021-1', date: 'Jun', text: '100 semiconductor cleanrooms built' }] },
  { year: 2020, events: [{ id: '2020-1', date: 'Mar', text: 'Filter media brand launched' }] },
  { year: 2019, events: [{ id: '2019-1', date: 'Jan', text: 'Company founded' }] },
];

const meta = {
  title: 'Data display/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The company history (2019–2025): a list of years, each a heading with its events. Years and events come in as data; the heading level fits the page outline.',
      },
    },
  },
  args: { years: korean, label: '연혁' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const English: Story = { args: { years: english, label: 'History' } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const Empty: Story = { tags: ['no-screenshot'], args: { years: [] } };
export const WithHeadlines: Story = {
  args: {
    years: korean.slice(0, 3).map((entry) => ({
      ...entry,
      events: [
        {
          id: `${entry.year}-headline`,
          text: <TimelineHeadline>{`${entry.year}년의 주요 성과`}</TimelineHeadline>,
        },
        ...entry.events,
      ],
    })),
  },
};
