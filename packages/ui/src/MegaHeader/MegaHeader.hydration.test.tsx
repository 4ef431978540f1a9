import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MegaHeader } from './MegaHeader';
import { koreanLabels, koreanMenu, SampleLogo } from './menuSample';

const header = (
  <MegaHeader items={koreanMenu} logo={<SampleLogo />} {...koreanLabels} defaultOpenItemId="business" />
);

// NavigationMenu's viewport measures its dropdown; jsdom has no layout to observe.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let root: Root | undefined;
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('MegaHeader hydration', () => {
  it('hydrates the server HTML of an open dropdown without a mismatch, its ids intact', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(header);
    document.body.append(container);
    const serverTrigger = screen.getByRole('link', { name: '사업분야' });
    const errors: unknown[] = [];
    // React reports a mismatched attribute (such as an id) on the console, a mismatched tree as an error.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, header, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    const trigger = screen.getByRole('link', { name: '사업분야' });
    // Hydration kept the server's element rather than replacing it.
    expect(trigger).toBe(serverTrigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('link', { name: '사업 개요' }));
    expect(panel).toHaveAttribute('aria-labelledby', trigger.id);
  });
});
