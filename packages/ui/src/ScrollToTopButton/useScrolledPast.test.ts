import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrolledPast', () => {
  it('reads the scroll position of a page that opens scrolled down in the next frame, not while mounting', async () => {
    const scrollY = vi.fn(() => 600);
    Object.defineProperty(window, 'scrollY', { get: scrollY, configurable: true });
    const { result } = renderHook(() => useScrolledPast(400));
    // Mounted with its effects run: no layout forced yet.
    expect(scrollY).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('follows scrolling', () => {
    const { result } = renderHook(() => useScrolledPast(400));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });
});
