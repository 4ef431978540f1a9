import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLogo } from '../storyAssets/storyImages';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Feedback/NotFoundView',
  component: NotFoundView,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'The page for a missing address: logo, a large code, what happened and the way home.',
      },
    },
  },
  args: {
    renderLogo: (className) => (
      <img className={className} src={storyLogo} alt="회사 로고" width={330} height={64} />
    ),
    code: '404',
    title: '페이지를 찾을 수 없습니다',
    description: '주소가 바뀌었거나 삭제된 페이지입니다. 홈에서 다시 찾아보세요.',
    home: { href: '/', label: '홈으로' },
  },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    title: 'Page not found',
    description: 'The address has changed or the page was removed. Start again from the home page.',
    home: { href: '/en', label: 'Go home' },
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};

/** With the site's search offered under the way home (the site's 404 page). */
export const WithSearch: Story = { args: { search: { href: '/search', label: '사이트 검색하기' } } };
