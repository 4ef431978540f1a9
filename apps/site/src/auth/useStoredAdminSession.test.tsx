import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY } from './adminSession';
import { useStoredAdminSession } from './useStoredAdminSession';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const staffSession = (role: string) =>
  JSON.stringify({ expires_at: inAnHour(), user: { app_metadata: { role } } });

describe('useStoredAdminSession', () => {
  it('sees a staff session stored in local storage, which every tab of the browser shares', () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, staffSession('editor'));
    const { result } = renderHook(() => useStoredAdminSession());
    expect(result.current).toBe(true);
  });

  it('ignores a session left in the tab-only session storage', () => {
    window.sessionStorage.setItem(ADMIN_SESSION_KEY, staffSession('admin'));
    const { result } = renderHook(() => useStoredAdminSession());
    expect(result.current).toBe(false);
  });

  it('follows another tab signing in and out through storage events', () => {
    const { result } = renderHook(() => useStoredAdminSession());
    expect(result.current).toBe(false);
    act(() => {
      window.localStorage.setItem(ADMIN_SESSION_KEY, staffSession('admin'));
      window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_SESSION_KEY }));
    });
    expect(result.current).toBe(true);
    act(() => {
      window.localStorage.removeItem(ADMIN_SESSION_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_SESSION_KEY }));
    });
    expect(result.current).toBe(false);
  });

  it('does not count a signed-in member without a staff role', () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, staffSession('member'));
    const { result } = renderHook(() => useStoredAdminSession());
    expect(result.current).toBe(false);
  });
});
