import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { NewsCard } from './NewsCard';
import { storyThumbnails } from './storyThumbnails';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>;

const meta = {
  title: 'Data display/NewsCard',
  component: NewsCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A news item: thumbnail (with alt), title and date (first 10 characters of `created_at`). The title link covers the whole card; pass `renderLink` to use a router link.',
      },
    },
  },
  args: {
    title: '반도체 클린룸 신규 수주, 2025년 하반기 준공 예정',
    href: '/newsroom/News/12',
    date: '2025-03-14T09:30:00+09:00',
    thumbnail: storyThumbnails.cleanroom,
    thumbnailAlt: '클린룸 천장의 팬 필터 유닛과 기류를 그린 일러스트',
  },
  decorators: [narrow],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    title: 'New semiconductor cleanroom contract, completion due in the second half of 2025',
    thumbnail: storyThumbnails.filter,
    thumbnailAlt: 'Illustration of layered filter media with airflow lines',
  },
};
export const WithoutThumbnail: Story = { args: { thumbnail: null, title: '2024년 정기 주주총회 결과 안내' } };
export const LongTitle: Story = {
  args: {
    title:
      '친환경 필터 소재 DurafiltexC, 글로벌 인증 획득과 함께 유럽 시장 본격 진출 — 배터리 드라이룸 프로젝트도 연이어 수주',
    thumbnail: storyThumbnails.dryroom,
  },
};
/** A video card whose thumbnail cannot load (its host is blocked): the site's own poster with a play mark. */
export const ThumbnailFailed: Story = {
  args: {
    title: '클린룸 시공 과정 소개 영상',
    thumbnail: 'data:image/png;base64,AAAA',
    fallbackThumbnail: storyThumbnails.cleanroom,
    thumbnailAlt: '',
  },
};
