import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

function renderDialog(onOpenChange?: (open: boolean) => void) {
  return render(
    <>
      <button type="button">뒤의 버튼</button>
      <FormDialog
        open
        onOpenChange={onOpenChange}
        title="다시 로그인하세요"
        description="입력한 내용은 그대로 있습니다."
      >
        <label>
          이메일
          <input type="email" />
        </label>
      </FormDialog>
    </>,
  );
}

describe('FormDialog', () => {
  it('is a modal dialog named by its title and described, holding its form', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '다시 로그인하세요' });
    expect(dialog).toHaveAccessibleDescription('입력한 내용은 그대로 있습니다.');
    expect(screen.getByRole('textbox', { name: '이메일' })).toBeInTheDocument();
    // The page behind is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: '뒤의 버튼' })).toBeNull();
  });

  it('cannot be dismissed by Escape without onOpenChange: only its form closes it', () => {
    renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('tells the caller when the person dismisses it, if allowed', () => {
    const onOpenChange = vi.fn();
    renderDialog(onOpenChange);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('docked, takes neither the focus nor the page: typing behind it goes on', () => {
    const page = (open: boolean) => (
      <>
        <input aria-label="제목" />
        <FormDialog open={open} docked title="다시 로그인하세요" description="입력한 내용은 그대로 있습니다.">
          <label>
            이메일
            <input type="email" />
          </label>
        </FormDialog>
      </>
    );
    const { rerender } = render(page(false));
    const title = screen.getByRole('textbox', { name: '제목' });
    title.focus();
    // It opens while the person types in the title: the caret stays there.
    rerender(page(true));
    expect(screen.getByRole('dialog', { name: '다시 로그인하세요' })).not.toHaveAttribute(
      'aria-modal',
      'true',
    );
    expect(title).toHaveFocus();
    // The page behind is not hidden: still there for assistive technology and the keyboard.
    expect(screen.getByRole('textbox', { name: '제목' })).toBe(title);
  });
});
