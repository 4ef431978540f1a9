import { resources } from '@company/content/resources';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { PageArea } from './PageArea';
import { forgetFailedPageLoads } from './RoutePage';

vi.mock('./RoutePage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./RoutePage')>()),
  forgetFailedPageLoads: vi.fn(),
}));

function Broken(): never {
  throw new Error('The page module could not be loaded.');
}

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/next')}>
      elsewhere
    </button>
  );
}

describe('a page that fails', () => {
  it('shows the failure in its place, with the layout kept, and the next page once the visitor goes elsewhere', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <>
        <GoElsewhere />
        <PageArea>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/next" element={<p>next page</p>} />
          </Routes>
        </PageArea>
      </>,
      { path: '/broken' },
    );
    expect(await screen.findByText(resources.ko.common.status.error)).toBeTruthy();
    expect(forgetFailedPageLoads).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(await screen.findByText('next page')).toBeTruthy();
    // The failed load is forgotten, so that coming back loads the page again.
    expect(forgetFailedPageLoads).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
