import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { HighlightedText } from './HighlightedText';
import { SearchDialog, type SearchDialogProps, type SearchDialogResult } from './SearchDialog';

const results: SearchDialogResult[] = [
  {
    id: 'page-dryroom',
    href: '/business/project/BatteryDryroom',
    kindLabel: '페이지',
    title: (
      <>
        이차전지 <HighlightedText text="드라이룸" ranges={[[0, 4]]} />
      </>
    ),
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
      <HighlightedText text="저습 환경을 위한 드라이룸 설계와 시공 사례를 소개합니다." ranges={[[10, 14]]} />
    ),
  },
  {
    id: 'youtube-3',
    href: '/newsroom/Youtube/3',
    kindLabel: '영상',
    date: '2026-10-02',
    title: <HighlightedText text="드라이룸 공정 영상" ranges={[[0, 4]]} />,
  },
];

/** The dialog with its own query state, as the site wires it. */
function Harness(props: SearchDialogProps) {
  const [query, setQuery] = useState(props.query);
  return <SearchDialog {...props} query={query} onQueryChange={setQuery} />;
}

const meta: Meta<typeof SearchDialog> = {
  title: 'Navigation/SearchDialog',
  component: SearchDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Site search in a Radix dialog. The trigger is a link to the results page (`action`) until the script runs, then opens the dialog; `/` and Ctrl+K (⌘K) open it from anywhere outside a text field. The field is a combobox: ↑ and ↓ choose a result (it stays focused; the chosen option is its active descendant), Enter opens the chosen result through `onSelect` or, with none chosen, the results page through `onSubmit`; Escape closes. The caller looks results up for `query` and passes `results` and `status`; `HighlightedText` marks the matched words.',
      },
    },
  },
  render: (args) => <Harness {...args} />,
  args: {
    triggerLabel: '검색',
    title: '사이트 검색',
    inputLabel: '검색어',
    placeholder: '페이지, 뉴스, 공고를 검색하세요',
    action: '/search',
    query: '',
    onQueryChange: () => {},
    results: [],
    status: 'idle',
    resultsLabel: '검색 결과',
    loadingText: '찾는 중…',
    emptyText: '검색 결과가 없습니다. 다른 낱말로 찾아 보세요.',
    seeAllLabel: '모든 결과 보기',
    keysHint: '↑↓ 이동 · Enter 열기 · Esc 닫기',
    onSelect: () => {},
    onSubmit: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's trigger alone: a link to the results page until the script runs. */
export const Trigger: Story = {};

export const OpenEmpty: Story = { args: { defaultOpen: true } };

export const Loading: Story = { args: { defaultOpen: true, query: '드라이룸', status: 'loading' } };

export const Results: Story = { args: { defaultOpen: true, query: '드라이룸', status: 'ready', results } };

export const NoResults: Story = { args: { defaultOpen: true, query: '없는낱말', status: 'ready' } };

export const English: Story = {
  args: {
    defaultOpen: true,
    triggerLabel: 'Search',
    title: 'Search the site',
    inputLabel: 'Search terms',
    placeholder: 'Search pages, news and notices',
    query: 'dry room',
    status: 'ready',
    resultsLabel: 'Search results',
    loadingText: 'Searching…',
    emptyText: 'No results.',
    seeAllLabel: 'See all results',
    keysHint: '↑↓ to move · Enter to open · Esc to close',
    results: [
      {
        id: 'news-12',
        href: '/en/newsroom/News/12',
        kindLabel: 'News',
        date: '2026-11-20',
        title: (
          <HighlightedText
            text="A new standard for battery dry rooms"
            ranges={[
              [26, 29],
              [30, 34],
            ]}
          />
        ),
        snippet: (
          <HighlightedText
            text="How we design and build dry rooms that hold a dew point of −60 °C."
            ranges={[
              [24, 27],
              [28, 32],
            ]}
          />
        ),
      },
      {
        id: 'news-9',
        href: '/en/newsroom/News/9',
        kindLabel: 'News',
        date: '2026-08-14',
        lang: 'ko',
        title: (
          <HighlightedText
            text="드라이룸 dry room 준공"
            ranges={[
              [5, 8],
              [9, 13],
            ]}
          />
        ),
      },
    ],
  },
};
