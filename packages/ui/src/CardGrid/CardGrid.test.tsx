import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './CardGrid';

interface Item {
  id: number;
  title: string;
}
const items: Item[] = [
  { id: 1, title: '첫 소식' },
  { id: 2, title: '둘째 소식' },
];
const base = {
  renderItem: (item: Item) => <p>{item.title}</p>,
  getKey: (item: Item) => item.id,
  loadingLabel: '뉴스를 불러오는 중',
  emptyMessage: '뉴스 데이터 없음',
};

describe('CardGrid', () => {
  it('lists one item per card, in order', () => {
    render(<CardGrid {...base} items={items} aria-label="뉴스" />);
    const list = screen.getByRole('list', { name: '뉴스' });
    expect(list.children).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['첫 소식', '둘째 소식']);
  });

  it('shows one busy region with skeletons while loading, not the items', () => {
    render(<CardGrid {...base} items={items} loading skeletonCount={4} />);
    const busy = screen.getByRole('status', { name: '뉴스를 불러오는 중' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.children).toHaveLength(4);
    expect(screen.queryByText('첫 소식')).toBeNull();
  });

  it('shows the empty message when there are no items', () => {
    render(<CardGrid {...base} items={[]} emptyAction={<button type="button">목록</button>} />);
    expect(screen.getByText('뉴스 데이터 없음')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '목록' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders on the server', () => {
    expect(renderToString(<CardGrid {...base} items={items} />)).toContain('둘째 소식');
  });
});
