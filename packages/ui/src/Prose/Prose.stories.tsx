import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose } from './Prose';

const meta = {
  title: 'Sections/Prose',
  component: Prose,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'Body copy at reading width: one paragraph per entry of `paragraphs`.' },
    },
  },
  args: {
    paragraphs: [
      '2019년 설립 이후 우리는 반도체와 디스플레이 공장의 클린룸을 설계하고 시공해 왔습니다.',
      '울산 공장에서는 나노 섬유 필터 여재를 직접 생산하여, 시공한 공간의 공기를 오래도록 지킵니다.',
    ],
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    paragraphs: [
      'Since 2019 we have designed and built cleanrooms for semiconductor and display plants.',
      'Our Ulsan plant makes nanofibre filter media, so the air of the spaces we build stays clean for years.',
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const Report: Story = { args: { variant: 'report' } };
