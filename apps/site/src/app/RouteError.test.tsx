import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test/renderWithProviders';
import { importWithReload } from './lazyWithReload';
import { RouteError } from './RouteError';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('ko');
});

const failed = '정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** A router whose one page fails as `load` does, with the site's error element. */
function renderFailingPage(load: () => Promise<never>) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      lazy: async () => {
        await importWithReload(load);
        return {};
      },
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('RouteError', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads the page once for a module that failed to load, and shows nothing meanwhile', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderFailingPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('route-module-reloaded')).toBe('1');
    expect(screen.queryByText(failed)).toBeNull();
  });

  it('reloads once for a part of a page that failed to load, as the browser words it', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw new TypeError('Failed to fetch dynamically imported module: /assets/part.js');
        },
      },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('says so when the module fails again after that reload', async () => {
    sessionStorage.setItem('route-module-reloaded', '1');
    renderFailingPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByText(failed)).toBeTruthy();
  });

  it('says so, without reloading, for a page that failed otherwise', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw new Error('The page broke.');
        },
      },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByText(failed)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
