import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { NoticeProvider, useNotice } from './Notice';

// The toasts' code cannot be loaded (a lost connection, or a deployment that removed the old file).
vi.mock('./NoticeToasts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Page() {
  const { notify } = useNotice();
  return (
    <main>
      <p>본문</p>
      <button type="button" onClick={() => notify({ title: '저장했습니다', tone: 'success' })}>
        저장
      </button>
    </main>
  );
}

it('toasts whose code fails to load leave the page as it is', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <NoticeProvider regionLabel="알림" closeLabel="닫기">
      <Page />
    </NoticeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  // The failed load has reached the boundary (React logs what it caught) and the page is still there.
  await waitFor(() => expect(logged).toHaveBeenCalled());
  expect(screen.getByRole('main')).toHaveTextContent('본문');
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByRole('main')).toHaveTextContent('본문');
  logged.mockRestore();
});
