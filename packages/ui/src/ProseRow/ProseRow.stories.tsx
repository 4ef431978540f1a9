import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProseRow } from './ProseRow';

const meta = {
  title: 'Sections/ProseRow',
  component: ProseRow,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A numbered chapter of a longer text: heading on the left, paragraphs on the right on desktop; stacked on mobile.',
      },
    },
  },
  args: {
    index: 1,
    title: '우리는 누구인가',
    paragraphs: [
      '클린룸 엔지니어링과 필터 소재를 함께 다루는 청정 기술 기업입니다.',
      '설계, 시공, 검증, 유지관리까지 한 팀이 책임집니다.',
    ],
  },
} satisfies Meta<typeof ProseRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    title: 'Who we are',
    paragraphs: [
      'A clean-technology company working on cleanroom engineering and filter media alike.',
      'One team is responsible for design, construction, validation and maintenance.',
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
