import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow } from '../internal/pageWindow';
import { Pagination, type PaginationLabels } from './Pagination';

const labels: PaginationLabels = {
  navigation: '페이지 이동',
  first: '첫 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
  page: (n) => `${n} 페이지`,
};

describe('Pagination', () => {
  it('is a labelled navigation with first, previous, numbers, next and last', () => {
    render(<Pagination page={3} pageCount={10} onPageChange={() => {}} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(nav).toBeInTheDocument();
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      '첫 페이지',
      '이전 페이지',
      '1 페이지',
      '2 페이지',
      '3 페이지',
      '4 페이지',
      '5 페이지',
      '다음 페이지',
      '마지막 페이지',
    ]);
  });

  it('marks the current page with aria-current', () => {
    render(<Pagination page={2} pageCount={4} onPageChange={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1 페이지' })).not.toHaveAttribute('aria-current');
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={3} onPageChange={() => {}} labels={labels} />,
    );
    expect(screen.getByRole('button', { name: '첫 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '마지막 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '첫 페이지' })).toBeEnabled();
  });

  it('asks for the page each button names', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={9} onPageChange={onPageChange} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: '첫 페이지' }));
    await userEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    await userEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await userEvent.click(screen.getByRole('button', { name: '마지막 페이지' }));
    await userEvent.click(screen.getByRole('button', { name: '7 페이지' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 6, 9, 7]);
  });

  it('does not ask for the page it is already on', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders on the server', () => {
    expect(
      renderToString(<Pagination page={1} pageCount={2} onPageChange={() => {}} labels={labels} />),
    ).toContain('페이지 이동');
  });
});

describe('pageWindow', () => {
  it('centres the window and keeps it inside the pages', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });
});
