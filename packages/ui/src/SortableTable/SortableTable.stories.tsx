import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LanguageBadge } from '../LanguageBadge';
import { StatusBadge } from '../StatusBadge';
import { type SortableColumn, SortableTable, type SortableTableProps, type TableSort } from './SortableTable';

interface Post {
  id: number;
  title: string;
  status: 'draft' | 'scheduled' | 'published';
  publishAt?: string;
  updated: string;
  author: string;
  english: boolean;
}

const posts: Post[] = [
  {
    id: 41,
    title: '나노 섬유 필터 DURAFILTEX C 양산 개시',
    status: 'scheduled',
    publishAt: '2026-12-01 09:00',
    updated: '2026-11-24 17:40',
    author: 'editor@company.example',
    english: true,
  },
  {
    id: 40,
    title: '평택 반도체 클린룸 2단계 준공',
    status: 'draft',
    updated: '2026-11-25 10:12',
    author: 'editor@company.example',
    english: false,
  },
  {
    id: 39,
    title: '2026 클린테크 세미나 참가 안내',
    status: 'published',
    updated: '2026-11-18 09:05',
    author: 'admin@company.example',
    english: true,
  },
  {
    id: 38,
    title: '드라이룸 제습 효율 개선 기술 특허 등록',
    status: 'published',
    updated: '2026-11-02 14:30',
    author: 'admin@company.example',
    english: false,
  },
];

interface Copy {
  caption: string;
  title: string;
  status: string;
  updated: string;
  author: string;
  languages: string;
  empty: string;
  states: Record<Post['status'], string>;
  englishVersion: (present: boolean) => string;
  sortLabel: SortableTableProps<Post>['sortLabel'];
}

const korean: Copy = {
  caption: '뉴스 목록',
  title: '제목',
  status: '상태',
  updated: '수정일',
  author: '작성자',
  languages: '언어',
  empty: '조건에 맞는 글이 없습니다.',
  states: { draft: '임시저장', scheduled: '예약', published: '게시됨' },
  englishVersion: (present) => (present ? '영문판 있음' : '영문판 없음'),
  sortLabel: (header, next) => `${header}: ${next === 'ascending' ? '오름차순' : '내림차순'} 정렬`,
};

const english: Copy = {
  caption: 'News',
  title: 'Title',
  status: 'Status',
  updated: 'Updated',
  author: 'Author',
  languages: 'Languages',
  empty: 'No posts match.',
  states: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' },
  englishVersion: (present) => (present ? 'English version: yes' : 'English version: none'),
  sortLabel: (header, next) => `${header}: sort ${next}`,
};

const columns = (copy: Copy): SortableColumn<Post>[] => [
  {
    key: 'title',
    header: copy.title,
    sortable: true,
    cell: (row) => <a href={`#post-${row.id}`}>{row.title}</a>,
  },
  {
    key: 'status',
    header: copy.status,
    sortable: true,
    cell: (row) => <StatusBadge status={row.status} label={copy.states[row.status]} detail={row.publishAt} />,
  },
  { key: 'updated', header: copy.updated, sortable: true, nowrap: true, cell: (row) => row.updated },
  { key: 'author', header: copy.author, cell: (row) => row.author },
  {
    key: 'languages',
    header: copy.languages,
    cell: (row) => (
      <span style={{ display: 'inline-flex', gap: 4 }}>
        <LanguageBadge tone="present">KO</LanguageBadge>
        <LanguageBadge
          tone={row.english ? 'present' : 'absent'}
          accessibleLabel={copy.englishVersion(row.english)}
        >
          EN
        </LanguageBadge>
      </span>
    ),
  },
];

function sortPosts(rows: readonly Post[], sort: TableSort | undefined): Post[] {
  if (!sort) return [...rows];
  const key = sort.key as 'title' | 'status' | 'updated';
  const sorted = [...rows].sort((a, b) => a[key].localeCompare(b[key], 'ko'));
  return sort.direction === 'ascending' ? sorted : sorted.reverse();
}

/** A table that sorts its rows as a caller would: the sort lives in the caller's state. */
function SortedPosts({ copy, initial, rows }: { copy: Copy; initial?: TableSort; rows: readonly Post[] }) {
  const [sort, setSort] = useState<TableSort | undefined>(initial);
  return (
    <SortableTable
      caption={copy.caption}
      columns={columns(copy)}
      rows={sortPosts(rows, sort)}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      emptyText={copy.empty}
      sortLabel={copy.sortLabel}
    />
  );
}

const meta = {
  title: 'Data display/SortableTable',
  component: SortableTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A table whose headers sort it, for staff lists (the admin dashboard). The sort is controlled: keep `sort` in state, sort the rows (in memory or in the query) and pass them in. Sortable headers hold a button; the sorted one says its direction with `aria-sort`. `sortLabel` names the buttons with what a press does; keep the header's text in it. On phones the rows become cards and the sort buttons a row of chips above them.",
      },
    },
  },
  args: {
    caption: korean.caption,
    columns: columns(korean) as SortableColumn<unknown>[],
    rows: posts,
    rowKey: (row: unknown) => (row as Post).id,
    emptyText: korean.empty,
  },
  render: () => (
    <SortedPosts copy={korean} initial={{ key: 'updated', direction: 'descending' }} rows={posts} />
  ),
} satisfies Meta<typeof SortableTable<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortedByUpdated: Story = {};
export const SortedByTitleAscending: Story = {
  render: () => <SortedPosts copy={korean} initial={{ key: 'title', direction: 'ascending' }} rows={posts} />,
};
export const Unsorted: Story = { render: () => <SortedPosts copy={korean} rows={posts} /> };
export const Empty: Story = { render: () => <SortedPosts copy={korean} rows={[]} /> };
export const English: Story = {
  render: () => (
    <SortedPosts
      copy={english}
      initial={{ key: 'updated', direction: 'descending' }}
      rows={posts.map((post) => ({ ...post, title: `English title of post no. ${post.id}` }))}
    />
  ),
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const EnglishMobile: Story = {
  ...English,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
