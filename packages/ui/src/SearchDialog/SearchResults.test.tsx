import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './HighlightedText';
import { SearchKindFilter, SearchPager, SearchResultList } from './SearchResults';

describe('SearchResultList', () => {
  it('lists each result with its kind, date, linked title and marked snippet', () => {
    render(
      <SearchResultList
        label="검색 결과"
        items={[
          {
            id: 'news-1',
            href: '/newsroom/News/1',
            kindLabel: '뉴스',
            date: '2026-11-20',
            title: <HighlightedText text="드라이룸 준공" ranges={[[0, 4]]} />,
            snippet: '본문',
          },
          { id: 'page', href: '/en/x', kindLabel: 'Page', title: 'English title', lang: 'ko' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '검색 결과' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('뉴스');
    expect(within(first as HTMLElement).getByRole('link', { name: '드라이룸 준공' })).toHaveAttribute(
      'href',
      '/newsroom/News/1',
    );
    expect(first?.querySelector('mark')).toHaveTextContent('드라이룸');
    expect(first?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20');
    expect(within(second as HTMLElement).getByRole('heading')).toHaveAttribute('lang', 'ko');
  });
});

describe('SearchKindFilter', () => {
  it('links every kind with its count and marks the current one', () => {
    render(
      <SearchKindFilter
        label="결과 종류"
        current="news"
        options={[
          { key: 'all', label: '전체', count: 3, href: '?q=a' },
          { key: 'news', label: '뉴스', count: 2, href: '?q=a&kind=news' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '결과 종류' });
    expect(within(nav).getByRole('link', { name: '뉴스 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '전체 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows a count that is a floor with a plus', () => {
    render(
      <SearchKindFilter
        label="결과 종류"
        current="all"
        options={[{ key: 'all', label: '전체', count: 1000, more: true, href: '?q=a' }]}
      />,
    );
    expect(screen.getByRole('link', { name: '전체 1000+' })).toBeInTheDocument();
  });
});

describe('SearchPager', () => {
  const labels = {
    navigation: '페이지 이동',
    first: '첫 페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    last: '마지막 페이지',
    page: (n: number) => `${n} 페이지`,
  };
  const hrefFor = (n: number) => `/search?q=a&kind=news&page=${n}`;

  it('links every page, the current one marked, so paging works without script', () => {
    render(<SearchPager page={3} pageCount={12} hrefFor={hrefFor} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).getByRole('link', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '5 페이지' })).toHaveAttribute('href', hrefFor(5));
    expect(within(nav).getByRole('link', { name: '이전 페이지' })).toHaveAttribute('href', hrefFor(2));
    expect(within(nav).getByRole('link', { name: '다음 페이지' })).toHaveAttribute('href', hrefFor(4));
    expect(within(nav).getByRole('link', { name: '첫 페이지' })).toHaveAttribute('href', hrefFor(1));
    expect(within(nav).getByRole('link', { name: '마지막 페이지' })).toHaveAttribute('href', hrefFor(12));
  });

  it('links no end that leads nowhere', () => {
    render(<SearchPager page={1} pageCount={2} hrefFor={hrefFor} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).queryByRole('link', { name: '이전 페이지' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: '첫 페이지' })).toBeNull();
    expect(within(nav).getByRole('link', { name: '다음 페이지' })).toHaveAttribute('href', hrefFor(2));
  });
});
