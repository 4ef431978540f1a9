import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NoticeInput, NoticeProvider, useNotice } from './Notice';

function Trigger({ notice, label }: { notice: NoticeInput; label: string }) {
  const { notify } = useNotice();
  return (
    <button type="button" onClick={() => notify(notice)}>
      {label}
    </button>
  );
}

function renderWithProvider(children: React.ReactNode, duration?: number) {
  return render(
    <NoticeProvider regionLabel="알림" closeLabel="닫기" duration={duration}>
      {children}
    </NoticeProvider>,
  );
}

function notices() {
  return within(screen.getByRole('region', { name: '알림' }));
}

afterEach(() => {
  vi.useRealTimers();
});

// The toasts load with the first notice; once loaded, later notices show in the same render.
beforeAll(async () => {
  renderWithProvider(<Trigger label="load" notice={{ title: 'loaded', tone: 'info' }} />);
  fireEvent.click(screen.getByRole('button', { name: 'load' }));
  await screen.findByText('loaded');
  cleanup();
});

describe('Notice', () => {
  it('shows a success notice as a status with title and description', () => {
    renderWithProvider(
      <Trigger
        label="저장"
        notice={{ title: '저장되었습니다', description: '목록으로 이동합니다.', tone: 'success' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    const status = notices().getByRole('status');
    expect(status).toHaveTextContent('저장되었습니다');
    expect(status).toHaveTextContent('목록으로 이동합니다.');
    expect(notices().queryByRole('alert')).toBeNull();
  });

  it('announces an error at once, as an alert', () => {
    renderWithProvider(<Trigger label="삭제" notice={{ title: '삭제에 실패했습니다', tone: 'error' }} />);
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(notices().getByRole('alert')).toHaveTextContent('삭제에 실패했습니다');
  });

  it('closes with its labelled close button', () => {
    renderWithProvider(<Trigger label="Info" notice={{ title: 'Heads up', tone: 'info' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    fireEvent.click(notices().getByRole('button', { name: '닫기' }));
    expect(notices().queryByText('Heads up')).toBeNull();
  });

  it('leaves by itself after its duration', () => {
    vi.useFakeTimers();
    renderWithProvider(<Trigger label="Save" notice={{ title: 'Saved', tone: 'success' }} />, 3000);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(2900));
    expect(notices().getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(notices().queryByText('Saved')).toBeNull();
  });

  it('stacks several notices', () => {
    renderWithProvider(<Trigger label="Go" notice={{ title: 'Done', tone: 'info' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(notices().getAllByText('Done')).toHaveLength(2);
  });

  it('useNotice outside the provider says what is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger label="x" notice={{ title: 'x', tone: 'info' }} />)).toThrow(
      /NoticeProvider/,
    );
    spy.mockRestore();
  });

  it('loads nothing of the toasts before the first notice', () => {
    renderWithProvider(<p>page</p>);
    expect(screen.queryByRole('region', { name: '알림' })).toBeNull();
  });

  it('renders on the server', () => {
    expect(() =>
      renderToString(
        <NoticeProvider regionLabel="알림" closeLabel="닫기">
          <p>page</p>
        </NoticeProvider>,
      ),
    ).not.toThrow();
  });
});
