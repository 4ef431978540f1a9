import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostNavigation } from '../PostNavigation';
import { RichText } from '../RichText';
import { ArticleLayout } from './ArticleLayout';

const meta = {
  title: 'Layout/ArticleLayout',
  component: ArticleLayout,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A post: date and title over a rule, the body, previous/next, and the way back to the list.',
      },
    },
  },
  args: {
    date: '2025-03-14',
    title: '반도체 클린룸 2단계 공사 수주',
    back: { href: '/newsroom/News', label: '목록' },
    children: (
      <RichText html="<p>평택 반도체 공장의 클린룸 2단계 공사를 수주했습니다.</p><h2>공사 개요</h2><ul><li>ISO 4등급</li><li>연면적 1만 ㎡</li></ul>" />
    ),
    navigation: (
      <PostNavigation
        previous={{ href: '/newsroom/News/13', title: '필터 여재 국제 인증 획득' }}
        next={null}
        previousLabel="이전글"
        nextLabel="다음글"
        ariaLabel="이전글과 다음글"
        missingText="없음"
      />
    ),
  },
} satisfies Meta<typeof ArticleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    title: 'Awarded phase two of a semiconductor cleanroom',
    back: { href: '/en/newsroom/News', label: 'Back to list' },
    children: (
      <RichText html="<p>We won phase two of the cleanroom at a semiconductor plant in Pyeongtaek.</p>" />
    ),
    navigation: undefined,
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
