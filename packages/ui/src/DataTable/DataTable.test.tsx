import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Notice {
  id: number;
  title: string;
  created_at: string;
}

const rows: Notice[] = [
  { id: 12, title: '제12기 정기 주주총회 소집 공고', created_at: '2025-03-05T09:00:00Z' },
  { id: 11, title: '전자공고 시스템 안내', created_at: '2025-01-20T09:00:00Z' },
];

const columns: DataTableColumn<Notice>[] = [
  { id: 'number', header: '번호', cell: (row) => row.id, align: 'center', width: '5rem' },
  {
    id: 'subject',
    header: '제목',
    cell: (row) => <a href={`/ir/Announcement/${row.id}`}>{row.title}</a>,
    rowHeader: true,
  },
  { id: 'date', header: '등록일', cell: (row) => row.created_at.slice(0, 10), align: 'center' },
];

describe('DataTable', () => {
  it('is a table named by its caption with column headers in order', () => {
    render(<DataTable caption="전자공고 목록" columns={columns} rows={rows} getRowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: '전자공고 목록' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['번호', '제목', '등록일']);
  });

  it('renders each row through the cell renderers, with row headers where asked', () => {
    render(<DataTable caption="전자공고 목록" columns={columns} rows={rows} getRowKey={(row) => row.id} />);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    const first = bodyRows[0] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('제12기 정기 주주총회 소집 공고');
    expect(within(first).getByRole('link', { name: '제12기 정기 주주총회 소집 공고' })).toHaveAttribute(
      'href',
      '/ir/Announcement/12',
    );
    expect(within(first).getByText('2025-03-05')).toBeInTheDocument();
  });

  it('labels every cell with its column for the mobile card form', () => {
    render(<DataTable caption="목록" columns={columns} rows={rows} getRowKey={(row) => row.id} />);
    expect(screen.getByText('2025-01-20')).toHaveAttribute('data-label', '등록일');
    expect(screen.getByText('2025-01-20')).toHaveAttribute('data-align', 'center');
  });

  it('marks the cells of a nowrap column, and only those, to stay on one line', () => {
    const dated = columns.map((column) => (column.id === 'date' ? { ...column, nowrap: true } : column));
    render(<DataTable caption="전자공고 목록" columns={dated} rows={rows} getRowKey={(row) => row.id} />);
    const marked = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.hasAttribute('data-nowrap')));
    expect(marked).toEqual([
      [false, false, true],
      [false, false, true],
    ]);
  });

  it('shows the empty text when there are no rows', () => {
    render(
      <DataTable
        caption="목록"
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyText="등록된 공고가 없습니다."
      />,
    );
    const cell = screen.getByRole('cell', { name: '등록된 공고가 없습니다.' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('makes a sideways-scrolling table a focusable, named region', () => {
    render(
      <DataTable
        caption="제품 비교"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        mobileLayout="scroll"
      />,
    );
    expect(screen.getByRole('region', { name: '제품 비교' })).toHaveAttribute('tabindex', '0');
  });

  it('renders on the server', () => {
    expect(
      renderToString(<DataTable caption="목록" columns={columns} rows={rows} getRowKey={(row) => row.id} />),
    ).toContain('전자공고 시스템 안내');
  });
});
