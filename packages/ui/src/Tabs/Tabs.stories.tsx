import type { Meta, StoryObj } from '@storybook/react-vite';
import { type TabItem, Tabs } from './Tabs';

interface Job {
  value: string;
  title: string;
  englishTitle: string;
  description: string;
}

const jobs: Job[] = [
  {
    value: 'materials',
    title: '소재사업부',
    englishTitle: 'Materials Business',
    description: '필터 여재의 연구·생산·품질을 맡습니다.',
  },
  {
    value: 'consumer',
    title: '소비재사업부',
    englishTitle: 'Consumer Goods Business',
    description: '친환경 공기청정기 제품을 기획하고 판매합니다.',
  },
  {
    value: 'enc',
    title: 'E&C사업부',
    englishTitle: 'E&C Business',
    description: '클린룸·드라이룸·GMP 룸의 설계와 시공을 관리합니다.',
  },
  {
    value: 'rnd',
    title: '기업부설연구소',
    englishTitle: 'R&D Center',
    description: '3D·정전·나노 여과 기술을 연구합니다.',
  },
  {
    value: 'strategy',
    title: '사업전략실',
    englishTitle: 'Business Strategy Division',
    description: '신사업과 투자 전략을 세웁니다.',
  },
  {
    value: 'support',
    title: '경영지원실',
    englishTitle: 'Management Support Division',
    description: '인사·재무·총무를 지원합니다.',
  },
];

const panel = (heading: string, text: string) => (
  <div>
    <h3 style={{ marginBottom: '0.5rem' }}>{heading}</h3>
    <p>{text}</p>
  </div>
);

const koreanItems: TabItem[] = jobs.map((job) => ({
  value: job.value,
  label: job.title,
  content: panel(job.englishTitle, job.description),
}));

const englishItems: TabItem[] = jobs.map((job) => ({
  value: job.value,
  label: job.englishTitle,
  content: panel(job.englishTitle, `Open positions in the ${job.englishTitle}.`),
}));

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Radix Tabs with the system look, used for the six job tabs. Arrow keys move between tabs; on small screens the tab list scrolls sideways instead of wrapping.',
      },
    },
  },
  args: { items: koreanItems, label: '채용 부문' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};
export const LastTab: Story = { args: { defaultValue: 'support' } };
export const English: Story = { args: { items: englishItems, label: 'Job areas' } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const MobileEnglish: Story = {
  args: { items: englishItems, label: 'Job areas' },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
