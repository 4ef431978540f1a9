import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPortrait } from '../storyAssets/storyImages';
import { Letter } from './Letter';

const meta = {
  title: 'Sections/Letter',
  component: Letter,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A signed message: the greeting large on the left with the author's portrait (a monogram without a picture), the body on the right, closed by a signature line.",
      },
    },
  },
  args: {
    greeting: '깨끗한 공기는 가장 정밀한 산업의 출발점입니다.',
    paragraphs: [
      '안녕하십니까. 저희 회사를 찾아 주셔서 감사합니다.',
      '우리는 클린룸과 필터 소재, 두 분야에서 고객의 공정을 지키는 믿을 수 있는 동반자가 되겠습니다.',
    ],
    signature: '대표이사 김청정',
  },
} satisfies Meta<typeof Letter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    greeting: 'Clean air is where the most precise industries begin.',
    paragraphs: [
      'Thank you for visiting us.',
      'In cleanrooms and in filter media alike, we will be a partner you can trust with your process.',
    ],
    signature: 'Kim Cheongjeong, CEO',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const WithPortrait: Story = {
  args: { portrait: { image: storyPortrait, alt: '대표이사 김청정 초상 일러스트' } },
};
export const WithPortraitEnglish: Story = {
  args: {
    ...English.args,
    portrait: { image: storyPortrait, alt: 'Illustrated portrait of the CEO' },
  },
};
export const PortraitMonogram: Story = { args: { portrait: { image: null, alt: '' }, authorName: '김청정' } };
export const WithPortraitMobile: Story = {
  args: { portrait: { image: storyPortrait, alt: '대표이사 김청정 초상 일러스트' } },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
