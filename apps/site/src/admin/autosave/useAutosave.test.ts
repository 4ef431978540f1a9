import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, useAutosave } from './useAutosave';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAutosave', () => {
  it('saves once, a few seconds after typing stops; each change restarts the wait', async () => {
    const save = vi.fn(async () => {});
    const { result, rerender } = renderHook(({ value, enabled }) => useAutosave(value, enabled, save), {
      initialProps: { value: 'a', enabled: true },
    });
    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1000);
    });
    rerender({ value: 'ab', enabled: true });
    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    });
    expect(save).not.toHaveBeenCalled();
    rerender({ value: 'ab', enabled: false });
    rerender({ value: 'abc', enabled: true });
    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    });
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith('abc');
    expect(result.current.status).toBe('saved');
  });

  it('never saves while nothing changed', async () => {
    const save = vi.fn(async () => {});
    renderHook(() => useAutosave('a', false, save));
    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3);
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a failed save', async () => {
    const save = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { result, rerender } = renderHook(({ enabled }) => useAutosave('x', enabled, save), {
      initialProps: { enabled: true },
    });
    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    });
    rerender({ enabled: false });
    expect(result.current.status).toBe('failed');
  });
});
