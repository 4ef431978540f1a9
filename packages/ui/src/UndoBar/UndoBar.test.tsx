import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UndoBar } from './UndoBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const props = { message: '게시를 취소했습니다.', actionLabel: '되돌리기', closeLabel: '닫기' };

describe('UndoBar', () => {
  it('offers undo politely and closes itself after at least 10 s', () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    render(<UndoBar open {...props} onAction={onAction} onClose={onClose} duration={3000} />);
    expect(screen.getByRole('status')).toHaveTextContent('게시를 취소했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(onAction).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays while the undo runs, and shows nothing when closed', () => {
    const onClose = vi.fn();
    const { rerender } = render(<UndoBar open pending {...props} onAction={() => {}} onClose={onClose} />);
    expect(screen.getByRole('button', { name: '되돌리기' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(onClose).not.toHaveBeenCalled();
    rerender(<UndoBar open={false} {...props} onAction={() => {}} onClose={onClose} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
