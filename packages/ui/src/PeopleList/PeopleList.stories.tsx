import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPortrait } from '../storyAssets/storyImages';
import { PeopleList } from './PeopleList';

const meta = {
  title: 'Data display/PeopleList',
  component: PeopleList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A leadership team: each person with their portrait (or a monogram of their name) beside their name and role, their bio below. Four columns on a desktop, two on a tablet, one on a phone.',
      },
    },
  },
  args: {
    'aria-label': '경영진',
    people: [
      {
        id: 'ceo',
        name: '한승우',
        role: '대표이사',
        bio: '클린룸 설계 25년. 회사의 방향과 고객을 책임집니다.',
        portrait: storyPortrait,
      },
      {
        id: 'cto',
        name: '이도윤',
        role: '기술총괄',
        bio: '필터 소재 연구소를 이끌며 DurafiltexC 개발을 주도했습니다.',
        portrait: storyPortrait,
      },
      {
        id: 'coo',
        name: '박서연',
        role: '운영총괄',
        bio: '시공 현장과 울산공장의 품질과 안전을 맡고 있습니다.',
        portrait: storyPortrait,
      },
      {
        id: 'cfo',
        name: '정민재',
        role: '재무총괄',
        bio: '재무와 투자자 관계를 맡고 있습니다.',
        portrait: storyPortrait,
      },
    ],
  },
} satisfies Meta<typeof PeopleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portraits: Story = {};
/** Without pictures: the designed monogram beside each name. */
export const Monograms: Story = {
  args: {
    people: meta.args.people.map((person) => ({ ...person, portrait: null })),
  },
};
export const English: Story = {
  args: {
    'aria-label': 'Executives',
    people: [
      {
        id: 'ceo',
        name: 'Seungwoo Han',
        role: 'CEO',
        bio: 'Twenty-five years of cleanroom design; leads the company and its clients.',
        portrait: storyPortrait,
      },
      {
        id: 'cto',
        name: 'Doyun Lee',
        role: 'CTO',
        bio: 'Leads the filter media lab and the DurafiltexC programme.',
        portrait: null,
      },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
