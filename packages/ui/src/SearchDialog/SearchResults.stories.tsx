import type { Meta, StoryObj } from '@storybook/react-vite';
import { HighlightedText } from './HighlightedText';
import { SearchKindFilter, SearchPager, SearchResultList } from './SearchResults';

const meta: Meta<typeof SearchResultList> = {
  title: 'Navigation/SearchResultList',
  component: SearchResultList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The results page's list (kind, date, linked title, snippet with the matched words marked by `HighlightedText`) `SearchKindFilter`, links that narrow the results to one kind with their counts (a floor shown as `1000+`), and `SearchPager`, the pages as links; all work without script.",
      },
    },
  },
  args: {
    label: '검색 결과',
    items: [
      {
        id: 'page',
        href: '/business/project/BatteryDryroom',
        kindLabel: '페이지',
        title: <HighlightedText text="이차전지 드라이룸" ranges={[[5, 9]]} />,
        snippet: (
          <HighlightedText text="이슬점 -60℃ 이하의 드라이룸을 설계하고 시공합니다." ranges={[[13, 17]]} />
        ),
      },
      {
        id: 'news-12',
        href: '/newsroom/News/12',
        kindLabel: '뉴스',
        date: '2026-11-20',
        title: <HighlightedText text="이차전지 드라이룸의 새 기준" ranges={[[5, 9]]} />,
        snippet: (
          <HighlightedText
            text="…저습 환경을 위한 드라이룸 설계와 시공 사례를 소개합니다."
            ranges={[[11, 15]]}
          />
        ),
      },
      {
        id: 'announcement-4',
        href: '/ir/Announcement/4',
        kindLabel: '전자공고',
        date: '2026-09-01',
        title: '제조시설 GMP 인증 획득 공고',
      },
    ],
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const WithKindFilter: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SearchKindFilter
        label="결과 종류"
        current="all"
        options={[
          { key: 'all', label: '전체', count: 12, href: '?q=드라이룸' },
          { key: 'page', label: '페이지', count: 2, href: '?q=드라이룸&kind=page' },
          { key: 'news', label: '뉴스', count: 8, href: '?q=드라이룸&kind=news' },
          { key: 'youtube', label: '영상', count: 2, href: '?q=드라이룸&kind=youtube' },
        ]}
      />
      <SearchResultList {...args} />
    </div>
  ),
};

export const WithPager: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SearchKindFilter
        label="결과 종류"
        current="news"
        options={[
          { key: 'all', label: '전체', count: 1000, more: true, href: '?q=클린룸' },
          { key: 'news', label: '뉴스', count: 1000, more: true, href: '?q=클린룸&kind=news' },
        ]}
      />
      <SearchResultList {...args} />
      <SearchPager
        page={2}
        pageCount={100}
        hrefFor={(n) => `?q=클린룸&kind=news&page=${n}`}
        labels={{
          navigation: '페이지 이동',
          first: '첫 페이지',
          previous: '이전 페이지',
          next: '다음 페이지',
          last: '마지막 페이지',
          page: (n) => `${n} 페이지`,
        }}
      />
    </div>
  ),
};
