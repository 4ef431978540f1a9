import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MegaHeader } from './MegaHeader';
import { koreanLabels, koreanMenu, SampleLogo } from './menuSample';

// The side menu's code cannot be loaded (a lost connection, or a deployment that removed the old file).
vi.mock('../SideMenu/SideMenu', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

it('a side menu whose code fails to load leaves the header and the page working, the menu closed', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <>
      <MegaHeader items={koreanMenu} logo={<SampleLogo />} {...koreanLabels} />
      <main>본문</main>
    </>,
  );
  const button = screen.getByRole('button', { name: '전체 메뉴 열기' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('본문');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  logged.mockRestore();
});
