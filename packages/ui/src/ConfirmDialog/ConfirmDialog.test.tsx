import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const labels = {
  title: '수정을 취소하시겠습니까?',
  description: '변경사항이 저장되지 않습니다.',
  confirmLabel: '확인',
  cancelLabel: '취소',
};

function Harness(props: Partial<ConfirmDialogProps> & { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog {...labels} open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its description', () => {
    render(<Harness onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: '수정을 취소하시겠습니까?' });
    expect(dialog).toHaveAccessibleDescription('변경사항이 저장되지 않습니다.');
  });

  it('puts focus on the cancel button first, the safe choice', () => {
    render(<Harness onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
  });

  it('calls onConfirm on confirm and stays open until the caller closes it', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('closes on cancel and on Escape without confirming', async () => {
    const onConfirm = vi.fn();
    const { unmount } = render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while pending shows the pending label and ignores cancel and Escape', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} pending pendingLabel="삭제 중..." tone="danger" />);
    const confirm = screen.getByRole('button', { name: '삭제 중...' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('renders on the server', () => {
    expect(() =>
      renderToString(<ConfirmDialog {...labels} open onOpenChange={() => {}} onConfirm={() => {}} />),
    ).not.toThrow();
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        삭제
      </button>
      <ConfirmDialog {...labels} open={open} onOpenChange={setOpen} onConfirm={() => setOpen(false)} />
    </>
  );
}

describe('ConfirmDialog focus', () => {
  it('gives focus back to what opened it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: '삭제' })).toHaveFocus();
  });
});
