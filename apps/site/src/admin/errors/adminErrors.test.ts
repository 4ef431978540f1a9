import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictError, writeErrorOf } from '../data/conflict';
import { NothingChangedError } from '../mutations';
import { clearSessionExpired, reportSessionExpired, useSessionExpired } from '../session/sessionExpiry';
import { adminErrorMessageKey, classifyAdminError } from './adminErrors';

afterEach(() => vi.restoreAllMocks());

describe('classifyAdminError', () => {
  it('tells each situation apart', () => {
    expect(classifyAdminError(new TypeError('Failed to fetch'))).toBe('offline');
    expect(classifyAdminError(new Error('anything'), false)).toBe('offline');
    expect(classifyAdminError(new Error('<html>Service Unavailable</html>'))).toBe('unavailable');
    expect(classifyAdminError({ message: 'x', status: 503 })).toBe('unavailable');
    expect(classifyAdminError({ message: 'JWT expired', code: 'PGRST301' })).toBe('session');
    // A token whose session ended (signed out elsewhere), as the admin's writes throw it: its code is kept.
    expect(
      classifyAdminError(
        writeErrorOf({ message: 'Session from session_id claim in JWT does not exist', code: 'PGRST301' }),
      ),
    ).toBe('session');
    expect(classifyAdminError(writeErrorOf({ message: 'something', code: 'PGRST303' }))).toBe('session');
    expect(classifyAdminError(new Error('Session from session_id claim in JWT does not exist'))).toBe(
      'session',
    );
    expect(classifyAdminError(writeErrorOf({ message: 'refused', code: '42501' }))).toBe('permission');
    expect(classifyAdminError({ message: 'permission denied for table news', code: '42501' })).toBe(
      'permission',
    );
    expect(classifyAdminError(new NothingChangedError())).toBe('permission');
    expect(
      classifyAdminError(
        new ConflictError('changed', { currentVersion: 5, updatedAt: null, updatedBy: null }),
      ),
    ).toBe('conflict');
    // A pending version changed after the admin reviewed it: its apply is refused with PT412 (HTTP 412).
    expect(
      classifyAdminError(writeErrorOf({ message: 'changed after you reviewed it', code: 'PT412' })),
    ).toBe('changed_since_review');
    expect(classifyAdminError(new Error('value too long for type character varying(300)'))).toBe(
      'validation',
    );
    expect(classifyAdminError(new Error('what?'))).toBe('unknown');
  });
});

describe('adminErrorMessageKey', () => {
  it('gives a sentence key, never the error’s text; unknown errors go to the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(adminErrorMessageKey(new TypeError('Failed to fetch'), true)).toBe('admin:errors.offline');
    expect(log).not.toHaveBeenCalled();
    expect(adminErrorMessageKey(new Error('what?'), true)).toBe('admin:errors.unknown');
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('a refused session', () => {
  it('asks once per failure to sign in again, however often its sentence is shown', async () => {
    const { result } = renderHook(() => useSessionExpired());
    const failure = writeErrorOf({ message: 'JWT expired', code: 'PGRST303' });
    await act(async () => {
      expect(adminErrorMessageKey(failure)).toBe('admin:errors.session');
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
    act(() => clearSessionExpired());
    // The autosave's status shows the same failure again after the person signed in: no second dialog.
    await act(async () => {
      adminErrorMessageKey(failure);
      await Promise.resolve();
    });
    expect(result.current).toBe(false);
  });

  it('says a refusal while the session is known to have ended is the session’s end, not a missing permission', async () => {
    const hidden = new NothingChangedError();
    expect(adminErrorMessageKey(hidden, true)).toBe('admin:errors.permission');
    await act(async () => {
      reportSessionExpired();
      await Promise.resolve();
    });
    expect(adminErrorMessageKey(hidden, true)).toBe('admin:errors.session');
    act(() => clearSessionExpired());
    expect(adminErrorMessageKey(hidden, true)).toBe('admin:errors.permission');
  });
});
