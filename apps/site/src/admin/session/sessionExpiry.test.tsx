import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clearSessionExpired,
  intendSignOut,
  reportSessionExpired,
  signOutWasIntended,
  useSessionExpired,
} from './sessionExpiry';

describe('a session that ends under the staff member', () => {
  it('is reported (even while rendering: it waits a microtask) and cleared by signing in again', async () => {
    const { result } = renderHook(() => useSessionExpired());
    expect(result.current).toBe(false);
    await act(async () => {
      reportSessionExpired();
      expect(result.current).toBe(false);
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
    act(() => clearSessionExpired());
    expect(result.current).toBe(false);
  });

  it('is told apart from the person’s own sign-out, which signing in again forgets', () => {
    expect(signOutWasIntended()).toBe(false);
    intendSignOut();
    expect(signOutWasIntended()).toBe(true);
    clearSessionExpired();
    expect(signOutWasIntended()).toBe(false);
  });
});
