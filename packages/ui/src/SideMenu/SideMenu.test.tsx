import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { koreanMenu } from '../MegaHeader/menuSample';
import { SideMenu } from './SideMenu';

const props = { items: koreanMenu, title: '전체 메뉴', closeLabel: '메뉴 닫기', navLabel: '전체 메뉴' };

describe('SideMenu', () => {
  it('is a titled dialog listing every top item with its children and grandchildren', () => {
    render(<SideMenu {...props} open onOpenChange={() => {}} currentPath="/ir/Announcement" />);
    const dialog = screen.getByRole('dialog', { name: '전체 메뉴' });
    const nav = within(dialog).getByRole('navigation', { name: '전체 메뉴' });
    expect(within(nav).getByRole('link', { name: '투자정보' })).toHaveAttribute('href', '/ir/Overview');
    expect(within(nav).getByRole('link', { name: 'Necove' })).toHaveAttribute(
      'href',
      '/business/brands/Necove',
    );
    expect(within(nav).getByRole('link', { name: '전자공고' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks to close from its close button and from any link', async () => {
    const onOpenChange = vi.fn();
    render(<SideMenu {...props} open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: '메뉴 닫기' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    screen.getByRole('link', { name: '뉴스' }).addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: '뉴스' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed, on the server too', () => {
    render(<SideMenu {...props} open={false} onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(renderToString(<SideMenu {...props} open={false} onOpenChange={() => {}} />)).toBe('');
  });
});
