import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { LinkRenderer } from '../Link';
import { formatDate10 } from './formatDate10';
import { NewsPopup, type NewsPopupItem } from './NewsPopup';

const items: NewsPopupItem[] = [
  { id: 12, title: '클린룸 신규 수주', createdAt: '2025-03-14T09:21:00.000Z', href: '/newsroom/News/12' },
  { id: 11, title: 'Durafiltex 출시', createdAt: '2025-02-01 10:00:00+09', href: '/newsroom/News/11' },
];

const toggle = () => screen.getByRole('button', { name: 'NEWS' });

describe('NewsPopup', () => {
  it('docks in a place of its own when fixed, and is placed by the caller when inline', () => {
    const { container, rerender } = render(<NewsPopup title="NEWS" items={items} emptyText="-" />);
    const fixed = container.querySelector('section');
    expect(fixed).toHaveAttribute('data-floating', 'news-popup');
    expect(fixed?.parentElement).not.toBe(container);
    expect(fixed?.parentElement?.parentElement).toBe(container);
    rerender(<NewsPopup title="NEWS" items={items} emptyText="-" placement="inline" />);
    const inline = container.querySelector('section');
    expect(inline).not.toHaveAttribute('data-floating');
    expect(inline?.parentElement).toBe(container);
  });

  it('starts closed and toggles open and closed through its title button', async () => {
    render(<NewsPopup title="NEWS" items={items} emptyText="소식이 없습니다" />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /클린룸 신규 수주/ })).not.toBeInTheDocument();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /클린룸 신규 수주/ })).toBeVisible();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('controls the panel it opens', async () => {
    render(<NewsPopup title="NEWS" items={items} emptyText="-" defaultOpen />);
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    await userEvent.click(toggle());
    expect(panel).not.toBeVisible();
  });

  it('shows each title with the first 10 characters of created_at and links where the caller says', () => {
    const renderLink: LinkRenderer = ({ href, children, className }) => (
      <a href={`/en${href}`} className={className}>
        {children}
      </a>
    );
    render(<NewsPopup title="NEWS" items={items} emptyText="-" defaultOpen renderLink={renderLink} />);
    const first = screen.getByRole('link', { name: /클린룸 신규 수주/ });
    expect(first).toHaveAttribute('href', '/en/newsroom/News/12');
    expect(first).toHaveTextContent('2025-03-14');
    expect(screen.getByText('2025-02-01')).toHaveAttribute('datetime', '2025-02-01');
  });

  it('says so when there is no news, while loading and on error', () => {
    const { rerender } = render(
      <NewsPopup title="NEWS" items={[]} emptyText="소식이 없습니다" defaultOpen />,
    );
    expect(screen.getByText('소식이 없습니다')).toBeVisible();
    rerender(
      <NewsPopup
        title="NEWS"
        items={[]}
        emptyText="-"
        status="loading"
        loadingText="불러오는 중"
        defaultOpen
      />,
    );
    expect(screen.getByText('불러오는 중')).toBeVisible();
    rerender(
      <NewsPopup title="NEWS" items={items} emptyText="-" status="error" errorText="실패" defaultOpen />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('실패');
  });

  it('reports changes when controlled and follows the open prop', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <NewsPopup title="NEWS" items={items} emptyText="-" open={false} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(toggle());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    rerender(<NewsPopup title="NEWS" items={items} emptyText="-" open onOpenChange={onOpenChange} />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers a link to all news', () => {
    render(
      <NewsPopup
        title="NEWS"
        items={items}
        emptyText="-"
        defaultOpen
        moreLink={{ href: '/newsroom/News', label: '전체 보기' }}
      />,
    );
    expect(screen.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/newsroom/News');
  });

  it('renders on the server', () => {
    expect(renderToString(<NewsPopup title="NEWS" items={items} emptyText="-" />)).toContain(
      'aria-expanded="false"',
    );
  });
});

describe('formatDate10', () => {
  it('gives the day in Korea, whatever the zone the moment is written in', () => {
    expect(formatDate10('2025-03-14T09:21:00.000Z')).toBe('2025-03-14');
    expect(formatDate10('2024-12-31 23:59:59+09')).toBe('2024-12-31');
    // 05:39 KST on 2 December is still 1 December in UTC: the site says the 2nd.
    expect(formatDate10('2026-12-01T20:39:00+00:00')).toBe('2026-12-02');
    expect(formatDate10('2026-12-01 20:39:00+00')).toBe('2026-12-02');
    expect(formatDate10('2026-12-01T14:59:59Z')).toBe('2026-12-01');
    expect(formatDate10('2026-12-01T15:00:00Z')).toBe('2026-12-02');
  });

  it('reads another zone when a site asks, keeps plain dates, and cuts what is no moment', () => {
    expect(formatDate10('2026-12-01T20:39:00Z', 'UTC')).toBe('2026-12-01');
    expect(formatDate10('2027-03-26')).toBe('2027-03-26');
    expect(formatDate10('2025')).toBe('2025');
  });
});
