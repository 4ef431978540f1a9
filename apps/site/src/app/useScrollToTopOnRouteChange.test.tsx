import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnRouteChange } from './useScrollToTopOnRouteChange';

function Layout() {
  useScrollToTopOnRouteChange();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/company/intro/History', element: <Layout /> },
      { path: '/Sitemap', element: <Layout /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('useScrollToTopOnRouteChange', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the visitor scrolled it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/company/intro/History');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to top when the route changes, once per change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/company/intro/History');
    await act(() => router.navigate('/Sitemap'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await act(() => router.navigate('/company/intro/History'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
