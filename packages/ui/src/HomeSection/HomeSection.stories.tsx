import type { Meta, StoryObj } from '@storybook/react-vite';
import { Note } from '../Typography';
import { HomeSection, MoreLink } from './HomeSection';

const meta = {
  title: 'Sections/HomeSection',
  component: HomeSection,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'A full-width band of the home page with its eyebrow, h2, lead and an optional MoreLink.',
      },
    },
  },
  args: {
    id: 'home-newsroom',
    eyebrow: 'NEWSROOM',
    title: '새 소식',
    description: '클린룸과 필터 소재의 최근 소식을 전합니다.',
    aside: <MoreLink href="/newsroom/News">전체 보기</MoreLink>,
    tone: 'subtle',
    children: <Note>최근 3건</Note>,
  },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    eyebrow: 'NEWSROOM',
    title: 'Latest news',
    description: 'What is new in cleanrooms and filter media.',
    aside: <MoreLink href="/en/newsroom/News">See all</MoreLink>,
    children: <Note>The latest three</Note>,
  },
};
export const Plain: Story = {
  args: { id: 'home-impact', eyebrow: 'IMPACT', title: 'Impact to Value', aside: undefined, tone: 'plain' },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
