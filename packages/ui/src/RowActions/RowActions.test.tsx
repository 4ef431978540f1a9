import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from './RowActions';

const items = (onSchedule: () => void, onDelete: () => void) => [
  { id: 'history', label: '이력', href: '/admin/news/1/history', 'aria-label': '이력: 첫 소식' },
  { id: 'schedule', label: '예약 게시', onSelect: onSchedule },
  { id: 'delete', label: '삭제', onSelect: onDelete, tone: 'danger' as const },
];

describe('RowActions', () => {
  it('is one labelled button until opened', () => {
    render(<RowActions label="더 보기: 첫 소식" items={items(vi.fn(), vi.fn())} />);
    const trigger = screen.getByRole('button', { name: '더 보기: 첫 소식' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists links and actions as menu items and runs the chosen one', async () => {
    const user = userEvent.setup();
    const onSchedule = vi.fn();
    render(<RowActions label="더 보기" items={items(onSchedule, vi.fn())} />);
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    const menu = screen.getByRole('menu');
    expect(menu).toBeInTheDocument();
    const history = screen.getByRole('menuitem', { name: '이력: 첫 소식' });
    expect(history.tagName).toBe('A');
    expect(history).toHaveAttribute('href', '/admin/news/1/history');
    await user.click(screen.getByRole('menuitem', { name: '예약 게시' }));
    expect(onSchedule).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard with focus on the first item; Escape returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<RowActions label="더 보기" items={items(vi.fn(), vi.fn())} />);
    const trigger = screen.getByRole('button', { name: '더 보기' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: '이력: 첫 소식' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('marks destructive items apart from the rest and skips disabled ones', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(
      <RowActions
        label="더 보기"
        items={[
          ...items(vi.fn(), onDelete),
          { id: 'off', label: '게시 취소', disabled: true, onSelect: onDelete },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    const remove = screen.getByRole('menuitem', { name: '삭제' });
    const schedule = screen.getByRole('menuitem', { name: '예약 게시' });
    expect(remove.className).not.toBe(schedule.className);
    const off = screen.getByRole('menuitem', { name: '게시 취소' });
    expect(off).toHaveAttribute('aria-disabled', 'true');
    await user.click(off);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('renders links through the given renderer', async () => {
    const user = userEvent.setup();
    render(
      <RowActions
        label="더 보기"
        items={items(vi.fn(), vi.fn())}
        renderLink={({ children, ...rest }) => (
          <a data-router="yes" {...rest}>
            {children}
          </a>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(screen.getByRole('menuitem', { name: '이력: 첫 소식' })).toHaveAttribute('data-router', 'yes');
  });
});
