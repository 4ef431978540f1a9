import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttentionList } from './AttentionList';

describe('AttentionList', () => {
  it('links each count to where its things are listed, under the list’s name', () => {
    render(
      <AttentionList
        label="확인할 일"
        items={[
          { id: 'drafts', label: '초안', count: 3, href: '/admin?status=draft' },
          { id: 'reviews', label: '검토 요청', count: 0, href: '/admin/review' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '확인할 일' });
    expect(within(list).getByRole('link', { name: '초안 3' })).toHaveAttribute('href', '/admin?status=draft');
    expect(within(list).getByRole('link', { name: '검토 요청 0' })).toHaveAttribute('href', '/admin/review');
  });

  it('marks only counts above zero as pending', () => {
    render(
      <AttentionList
        label="확인할 일"
        items={[
          { id: 'a', label: '초안', count: 2, href: '#a' },
          { id: 'b', label: '새 문의', count: 0, href: '#b' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveAttribute('data-pending', 'true');
    expect(second).toHaveAttribute('data-pending', 'false');
  });

  it('shows the detail lines under a card', () => {
    render(
      <AttentionList
        label="확인할 일"
        items={[
          {
            id: 'scheduled',
            label: '예약된 게시물',
            count: 1,
            href: '#s',
            details: ['실적 발표 · 2026-12-01 09:00 KST'],
          },
        ]}
      />,
    );
    expect(screen.getByText('실적 발표 · 2026-12-01 09:00 KST')).toBeInTheDocument();
  });

  it('hands its links to the given router', () => {
    render(
      <AttentionList
        label="확인할 일"
        items={[{ id: 'a', label: '초안', count: 1, href: '/admin' }]}
        renderLink={({ href, children, className }) => (
          <a href={`/routed${href}`} className={className} data-routed="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-routed', 'yes');
  });
});
