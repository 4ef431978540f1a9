import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SideNav } from './SideNav';

const items = [
  { href: '/admin', label: '대시보드', current: true },
  { href: '/admin/review', label: '검토 요청', count: 3 },
  { href: '/admin/trash', label: '휴지통' },
];

describe('SideNav', () => {
  it('lists its links in order inside a named navigation', () => {
    render(<SideNav label="관리 메뉴" items={items} />);
    const nav = screen.getByRole('navigation', { name: '관리 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/review',
      '/admin/trash',
    ]);
  });

  it('marks only the current item with aria-current="page"', () => {
    render(<SideNav label="관리 메뉴" items={items} />);
    expect(screen.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '휴지통' })).not.toHaveAttribute('aria-current');
  });

  it('shows a count badge only where a count is given', () => {
    render(<SideNav label="관리 메뉴" items={items} />);
    expect(screen.getByRole('link', { name: '검토 요청 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '휴지통' }).textContent).toBe('휴지통');
  });

  it('reports a followed link', async () => {
    const onNavigate = vi.fn();
    render(<SideNav label="관리 메뉴" items={items} onNavigate={onNavigate} />);
    const trash = screen.getByRole('link', { name: '휴지통' });
    trash.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(trash);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
