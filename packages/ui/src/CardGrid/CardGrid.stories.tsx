import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsCard } from '../NewsCard';
import { storyThumbnails } from '../NewsCard/storyThumbnails';
import { CardGrid } from './CardGrid';

interface NewsItem {
  id: number;
  title: string;
  created_at: string;
  thumbnail: string;
}

const koreanNews: NewsItem[] = [
  {
    id: 14,
    title: '반도체 클린룸 신규 수주',
    created_at: '2025-03-14T09:30:00',
    thumbnail: storyThumbnails.cleanroom,
  },
  {
    id: 13,
    title: '친환경 필터 소재 인증 획득',
    created_at: '2025-02-20T10:00:00',
    thumbnail: storyThumbnails.filter,
  },
  {
    id: 12,
    title: '배터리 드라이룸 준공식 개최',
    created_at: '2025-01-08T15:00:00',
    thumbnail: storyThumbnails.dryroom,
  },
];
const englishNews: NewsItem[] = [
  {
    id: 14,
    title: 'New semiconductor cleanroom contract',
    created_at: '2025-03-14T09:30:00',
    thumbnail: storyThumbnails.cleanroom,
  },
  {
    id: 13,
    title: 'Eco-friendly filter media certified',
    created_at: '2025-02-20T10:00:00',
    thumbnail: storyThumbnails.filter,
  },
  {
    id: 12,
    title: 'Battery dry room opened',
    created_at: '2025-01-08T15:00:00',
    thumbnail: storyThumbnails.dryroom,
  },
];

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid<NewsItem>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A responsive grid (1 column on mobile, 2 on tablet, 2–4 on desktop) that renders each item through `renderItem`, card skeletons while `loading`, and an EmptyState when there are no items.',
      },
    },
  },
  args: {
    items: koreanNews,
    getKey: (item) => item.id,
    renderItem: (item) => (
      <NewsCard
        title={item.title}
        href={`/newsroom/News/${item.id}`}
        date={item.created_at}
        thumbnail={item.thumbnail}
      />
    ),
    loadingLabel: '뉴스를 불러오는 중',
    emptyMessage: '뉴스 데이터 없음',
    'aria-label': '뉴스 목록',
  },
} satisfies Meta<typeof CardGrid<NewsItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    items: englishNews,
    loadingLabel: 'Loading news',
    emptyMessage: 'No news yet',
    'aria-label': 'News',
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { items: [] } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
