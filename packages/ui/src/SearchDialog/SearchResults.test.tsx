import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './HighlightedText';
import { SearchKindFilter, SearchResultList } from './SearchResults';

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
});
