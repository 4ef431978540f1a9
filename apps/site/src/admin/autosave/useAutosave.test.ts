import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, RETRY_FIRST_MS, RETRY_MAX_MS, useAutosave } from './useAutosave';

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
    expect(result.current.state.status).toBe('saved');
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
    expect(result.current.state.status).toBe('failed');
  });

  it('lets a save the person asks for wait until the autosave on its way has finished', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useAutosave('x', true, save));
    let waited = false;
    await result.current.settled().then(() => (waited = true));
    expect(waited).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    });
    expect(result.current.state.status).toBe('saving');
    waited = false;
    const settled = result.current.settled().then(() => (waited = true));
    await act(async () => {
      await Promise.resolve();
    });
    expect(waited).toBe(false);
    await act(async () => {
      finish();
      await settled;
    });
    expect(waited).toBe(true);
    expect(result.current.state.status).toBe('saved');
  });

  it('lets the waiting save go on after a failed autosave', async () => {
    let fail = (_error: Error) => {};
    const save = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const { result } = renderHook(() => useAutosave('x', true, save));
    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    });
    const settled = result.current.settled();
    await act(async () => {
      fail(new TypeError('Failed to fetch'));
      await settled;
    });
    expect(result.current.state.status).toBe('failed');
  });

  it('tries a save refused by the connection again by itself, waiting longer each time, and clears the failure', async () => {
    let online = false;
    const save = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
    });
    const retryable = (error: unknown) => error instanceof TypeError;
    const { result } = renderHook(() => useAutosave('x', true, save, { retryable }));
    // One step at a time: a retry's wait starts when React has run the effect the previous step scheduled.
    const tick = (ms: number) =>
      act(async () => {
        vi.advanceTimersByTime(ms);
      });
    await tick(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.state.status).toBe('failed');
    await tick(RETRY_FIRST_MS);
    await tick(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    // The second wait is twice the first: nothing after one wait.
    await tick(RETRY_FIRST_MS);
    await tick(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    await tick(RETRY_FIRST_MS);
    await tick(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(3);
    // Back online, it tries at once, saves, and says so.
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await tick(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(4);
    expect(result.current.state.status).toBe('saved');
  });

  it('leaves a failure that will not pass by itself to the next change', async () => {
    const save = vi.fn(async () => {
      throw new Error('value too long');
    });
    const { result } = renderHook(() => useAutosave('x', true, save, { retryable: () => false }));
    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS + RETRY_MAX_MS * 2);
    });
    expect(save).toHaveBeenCalledOnce();
    expect(result.current.state.status).toBe('failed');
  });
});
