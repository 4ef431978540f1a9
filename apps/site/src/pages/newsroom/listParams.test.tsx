import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { listPageState, pageCountOf, parsePageParam, useListParams } from './listParams';

describe('parsePageParam', () => {
  it('reads a positive page and falls back to 1 for anything else', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    for (const raw of ['0', '-1', 'two', '2.5', '']) expect(parsePageParam(raw)).toBe(1);
  });
});

describe('pageCountOf and listPageState', () => {
  it('counts at least one page and clamps the page to the last one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(15, 9)).toBe(2);
    expect(listPageState({ rows: ['a'], total: 12 }, 7, 10)).toEqual({
      rows: ['a'],
      total: 12,
      page: 2,
      pageCount: 2,
    });
    expect(listPageState(undefined, 1, 10)).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });
});

function Probe() {
  const { page, query, setPage, setQuery } = useListParams();
  return (
    <div>
      <p>
        page {page} query [{query}]
      </p>
      <button type="button" onClick={() => setPage(3)}>
        page three
      </button>
      <button type="button" onClick={() => setQuery('결산')}>
        search
      </button>
      <button type="button" onClick={() => setPage(1)}>
        page one
      </button>
    </div>
  );
}

describe('useListParams', () => {
  it('keeps the page and the query in the URL; a new search starts at page 1', async () => {
    const { router } = await renderWithProviders(<Probe />, { path: '/ir/Announcement?page=2' });
    expect(screen.getByText('page 2 query []')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'page three' }));
    expect(router.state.location.search).toBe('?page=3');

    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('결산')}`);
    expect(screen.getByText('page 1 query [결산]')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'page three' }));
    fireEvent.click(screen.getByRole('button', { name: 'page one' }));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('결산')}`);
  });
});
