import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyThumbnails } from '../NewsCard/storyThumbnails';
import { PostNavigation } from './PostNavigation';

const meta = {
  title: 'Navigation/PostNavigation',
  component: PostNavigation,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Previous (next lower id) and next (next higher id) posts under a detail page, each with its thumbnail and title, or a dash when there is none. Labels come from the caller.',
      },
    },
  },
  args: {
    ariaLabel: '이전글과 다음글',
    previousLabel: '[이전글]',
    nextLabel: '[다음글]',
    previous: {
      title: '배터리 드라이룸 준공식 개최',
      href: '/newsroom/News/11',
      thumbnail: storyThumbnails.dryroom,
    },
    next: {
      title: '친환경 필터 소재 DurafiltexC 인증 획득',
      href: '/newsroom/News/13',
      thumbnail: storyThumbnails.filter,
    },
  },
} satisfies Meta<typeof PostNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {};
export const FirstPost: Story = { args: { previous: null } };
export const LastPost: Story = { args: { next: null } };
export const English: Story = {
  args: {
    ariaLabel: 'Previous and next posts',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    previous: { title: 'Dry room for a battery plant completed', href: '/en/newsroom/News/11' },
    next: null,
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
/** Video neighbours whose stills cannot load: each shows the site's own poster instead. */
export const ThumbnailsFailed: Story = {
  args: {
    previous: {
      title: '클린룸 시공 과정 소개 영상',
      href: '/newsroom/Youtube/11',
      thumbnail: 'data:image/png;base64,AAAA',
      fallbackThumbnail: storyThumbnails.cleanroom,
    },
    next: {
      title: '필터 소재 공장 소개 영상',
      href: '/newsroom/Youtube/13',
      thumbnail: 'data:image/png;base64,AAAA',
      fallbackThumbnail: storyThumbnails.filter,
    },
  },
};
