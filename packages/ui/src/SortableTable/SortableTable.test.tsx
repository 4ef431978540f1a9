import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { nextSortDirection, type SortableColumn, SortableTable, type TableSort } from './SortableTable';

interface Post {
  id: number;
  title: string;
  updated: string;
}

const posts: Post[] = [
  { id: 1, title: '나노 필터 출시', updated: '2026-11-02' },
  { id: 2, title: '클린룸 준공', updated: '2026-10-15' },
  { id: 3, title: '기술 세미나', updated: '2026-11-20' },
];

const columns: SortableColumn<Post>[] = [
  { key: 'title', header: '제목', sortable: true, cell: (row) => row.title },
  { key: 'updated', header: '수정일', sortable: true, align: 'end', cell: (row) => row.updated },
  { key: 'actions', header: '작업', cell: (row) => <button type="button">{`수정: ${row.title}`}</button> },
];

/** The table as a caller uses it: it keeps the sort and sorts the rows. */
function Harness({ initial }: { initial?: TableSort }) {
  const [sort, setSort] = useState<TableSort | undefined>(initial);
  const rows = sort
    ? [...posts].sort((a, b) => {
        const key = sort.key as 'title' | 'updated';
        const order = a[key].localeCompare(b[key]);
        return sort.direction === 'ascending' ? order : -order;
      })
    : posts;
  return (
    <SortableTable
      caption="뉴스 목록"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      emptyText="글이 없습니다."
    />
  );
}

const titlesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('SortableTable', () => {
  it('is a table named by its caption, with a sort button in each sortable header only', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: '뉴스 목록' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['제목', '수정일', '작업']);
    expect(within(headers[0] as HTMLElement).getByRole('button', { name: '제목' })).toBeInTheDocument();
    expect(within(headers[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(headers[2]).not.toHaveAttribute('aria-sort');
  });

  it('says the current sort with aria-sort on the sorted header and none on the others', () => {
    render(<Harness initial={{ key: 'updated', direction: 'descending' }} />);
    expect(screen.getByRole('columnheader', { name: '수정일' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: '제목' })).toHaveAttribute('aria-sort', 'none');
    expect(titlesInOrder()).toEqual(['기술 세미나', '나노 필터 출시', '클린룸 준공']);
  });

  it('sorts up on the first press of a header and toggles on the next', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const title = screen.getByRole('columnheader', { name: '제목' });
    await user.click(screen.getByRole('button', { name: '제목' }));
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(titlesInOrder()).toEqual(['기술 세미나', '나노 필터 출시', '클린룸 준공']);
    await user.click(screen.getByRole('button', { name: '제목' }));
    expect(title).toHaveAttribute('aria-sort', 'descending');
    expect(titlesInOrder()).toEqual(['클린룸 준공', '나노 필터 출시', '기술 세미나']);
  });

  it('starts another column ascending, whatever the previous column’s direction', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    render(
      <SortableTable
        caption="뉴스 목록"
        columns={columns}
        rows={posts}
        rowKey={(row) => row.id}
        sort={{ key: 'title', direction: 'ascending' }}
        onSortChange={onSortChange}
        emptyText="글이 없습니다."
      />,
    );
    await user.click(screen.getByRole('button', { name: '수정일' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'updated', direction: 'ascending' });
    expect(nextSortDirection({ key: 'updated', direction: 'descending' }, 'updated')).toBe('ascending');
  });

  it('names the sort buttons with the given label, saying what a press does', () => {
    render(
      <SortableTable
        caption="News"
        columns={columns}
        rows={posts}
        rowKey={(row) => row.id}
        sort={{ key: 'title', direction: 'ascending' }}
        emptyText="No posts."
        sortLabel={(header, next) => `${header}: sort ${next}`}
      />,
    );
    expect(screen.getByRole('button', { name: '제목: sort descending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '수정일: sort ascending' })).toBeInTheDocument();
  });

  it('renders the cells, each labelled with its column for the card form', () => {
    render(<Harness />);
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('button', { name: '수정: 나노 필터 출시' })).toBeInTheDocument();
    expect(within(row).getByText('2026-11-02')).toHaveAttribute('data-label', '수정일');
    expect(within(row).getByText('2026-11-02')).toHaveAttribute('data-align', 'end');
  });

  it('shows the empty text across all columns when there are no rows', () => {
    render(
      <SortableTable
        caption="뉴스 목록"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="글이 없습니다."
      />,
    );
    expect(screen.getByRole('cell', { name: '글이 없습니다.' })).toHaveAttribute('colspan', '3');
  });

  it('marks the cells of a nowrap column, and only those, to stay on one line', () => {
    render(
      <SortableTable
        caption="뉴스 목록"
        columns={columns.map((column) => (column.key === 'updated' ? { ...column, nowrap: true } : column))}
        rows={posts}
        rowKey={(row) => row.id}
        emptyText="글이 없습니다."
      />,
    );
    const marked = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.hasAttribute('data-nowrap')));
    expect(marked).toEqual(posts.map(() => [false, true, false]));
  });

  it('renders on the server', () => {
    expect(
      renderToString(
        <SortableTable
          caption="목록"
          columns={columns}
          rows={posts}
          rowKey={(row) => row.id}
          emptyText="없음"
        />,
      ),
    ).toContain('클린룸 준공');
  });
});
