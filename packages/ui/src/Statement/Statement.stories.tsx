import type { Meta, StoryObj } from '@storybook/react-vite';
import { Statement } from './Statement';

const meta = {
  title: 'Sections/Statement',
  component: Statement,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The opening statement of a page, under its hero: a large h2 with an eyebrow, and the lead beside it on desktop. Without a lead it stands alone at reading width.',
      },
    },
  },
  args: {
    eyebrow: '회사개요',
    title: '깨끗한 공기로 첨단 산업의 내일을 짓습니다',
    lead: '클린룸 엔지니어링과 필터 소재, 두 축으로 반도체와 2차전지 공장의 청정 환경을 책임집니다.',
  },
} satisfies Meta<typeof Statement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    eyebrow: 'Overview',
    title: 'Clean air for the industries of tomorrow',
    lead: 'Cleanroom engineering and filter media: two pillars that keep semiconductor and battery plants clean.',
  },
};
export const TitleOnly: Story = { args: { lead: undefined } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
