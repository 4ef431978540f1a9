import type { TranslationKey } from '@company/content';
import { isConflictError } from '../data/conflict';
import { reportSessionExpired, sessionHasExpired } from '../session/sessionExpiry';

/**
 * Every failure of a staff action as one of a few situations, each told in the admin's language: never an
 * exception's text or an HTTP body. Unknown failures get a generic sentence and go to the console.
 */
export type AdminErrorKind =
  | 'offline'
  | 'unavailable'
  | 'session'
  | 'permission'
  | 'conflict'
  | 'changed_since_review'
  | 'validation'
  | 'not_found'
  | 'unknown';

export const adminErrorKey: Record<AdminErrorKind, TranslationKey> = {
  offline: 'admin:errors.offline',
  unavailable: 'admin:errors.unavailable',
  session: 'admin:errors.session',
  permission: 'admin:errors.permission',
  conflict: 'admin:errors.conflict',
  changed_since_review: 'admin:errors.changed_since_review',
  validation: 'admin:errors.validation',
  not_found: 'admin:errors.not_found',
  unknown: 'admin:errors.unknown',
};

const field = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The situation behind an error thrown by a staff action: supabase-js errors (with `code`, `status` or a
 * message), fetch's own `TypeError`, the admin's `ConflictError` and `NothingChangedError`. `online` is the
 * browser's `navigator.onLine` (a failure while offline is the connection, whatever it says).
 */
export function classifyAdminError(error: unknown, online = true): AdminErrorKind {
  if (isConflictError(error) || text(field(error, 'code')) === 'PT409') return 'conflict';
  // A pending version changed after the admin looked at it (apply_pending_version names the revision shown).
  if (text(field(error, 'code')) === 'PT412') return 'changed_since_review';
  const name = text(field(error, 'name'));
  const message = error instanceof Error ? error.message : text(field(error, 'message')) || text(error);
  const code = text(field(error, 'code'));
  const statusValue = field(error, 'status') ?? field(error, 'statusCode');
  const status = typeof statusValue === 'number' ? statusValue : Number.parseInt(text(statusValue), 10);
  if (
    !online ||
    name === 'AuthRetryableFetchError' ||
    (error instanceof TypeError && /fetch|network|load failed/i.test(message)) ||
    /failed to fetch|networkerror|network request failed/i.test(message)
  )
    return 'offline';
  if (
    [502, 503, 504].includes(status) ||
    /^\s*</.test(message) ||
    /service unavailable|bad gateway|gateway time-?out/i.test(message)
  )
    return 'unavailable';
  if (
    status === 401 ||
    ['PGRST301', 'PGRST302', 'PGRST303', '401'].includes(code) ||
    /jwt expired|invalid jwt|session (is )?missing|session from session_id claim|refresh token|not signed in/i.test(
      message,
    ) ||
    name === 'AuthSessionMissingError'
  )
    return 'session';
  if (
    status === 403 ||
    code === '42501' ||
    name === 'NothingChangedError' ||
    /permission denied|row-level security|not allowed|unauthori[sz]ed/i.test(message)
  )
    return 'permission';
  if (status === 404 || ['P0002', 'PGRST116'].includes(code) || /not found/i.test(message))
    return 'not_found';
  if (
    status === 400 ||
    status === 413 ||
    status === 422 ||
    /^(22|23)/.test(code) ||
    name === 'ImageRejectedError' ||
    /violates|too long|invalid input|check constraint|payload too large|mime type/i.test(message)
  )
    return 'validation';
  return 'unknown';
}

const reported = new WeakSet<object>();

function alreadyReported(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (reported.has(error)) return true;
  reported.add(error);
  return false;
}

/**
 * The locale key of the sentence for an error; an unknown error is logged to the console (for whoever
 * investigates) and never shown.
 */
export function adminErrorMessageKey(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' ? true : navigator.onLine,
): TranslationKey {
  const classified = classifyAdminError(error, online);
  // Without a session, the database refuses (or hides the row from) everything: that is the session's end.
  const kind = classified === 'permission' && sessionHasExpired() ? 'session' : classified;
  if (kind === 'unknown') console.error('Staff action failed:', error);
  // The screens stay, and a dialog asks the person to sign in again (admin/session); once per failure, as a
  // failure stays on screen (the autosave's status) after the person signed in again.
  if (kind === 'session' && !alreadyReported(error)) reportSessionExpired();
  return adminErrorKey[kind];
}
