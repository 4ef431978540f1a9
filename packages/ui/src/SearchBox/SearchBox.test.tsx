import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('is a search landmark with a labelled field and a button', () => {
    render(
      <SearchBox label="공고 검색" placeholder="제목을 입력하세요" buttonText="검색" onSearch={() => {}} />,
    );
    expect(screen.getByRole('search', { name: '공고 검색' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '공고 검색' })).toHaveAttribute(
      'placeholder',
      '제목을 입력하세요',
    );
    expect(screen.getByRole('button', { name: '검색' })).toHaveAttribute('type', 'submit');
  });

  it('searches for the trimmed query on Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search" buttonText="Search" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  정기 주주총회 {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('정기 주주총회');
  });

  it('searches when the button is pressed, starting from the default value', async () => {
    const onSearch = vi.fn();
    render(<SearchBox label="검색어" buttonText="검색" onSearch={onSearch} defaultValue="복리후생" />);
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('복리후생');
  });

  it('without script submits the field as the q parameter of a GET to the page itself, or under the name it is given', () => {
    const html = renderToString(<SearchBox label="검색어" buttonText="검색" onSearch={() => {}} />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.method).toBe('get');
    expect(form?.getAttribute('action')).toBeNull();
    expect(form?.querySelector('input[type="search"]')?.getAttribute('name')).toBe('q');
    render(<SearchBox label="Search" buttonText="Search" onSearch={() => {}} name="term" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'term');
  });

  it('reads the query under the name it is given', async () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search" buttonText="Search" onSearch={onSearch} name="term" />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'filter{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('filter');
  });

  it('renders on the server', () => {
    expect(renderToString(<SearchBox label="검색어" buttonText="검색" onSearch={() => {}} />)).toContain(
      '검색어',
    );
  });
});
