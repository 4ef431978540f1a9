import { useSyncExternalStore } from 'react';

/**
 * Whether the staff member's session ended under them (it expired, was signed out elsewhere, or the server
 * refused its token), as opposed to their own sign-out. While it is so, the admin screens stay as they are and
 * ask them to sign in again in a dialog, so nothing typed is lost.
 */
let expired = false;
let signOutIntended = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (expired === next) return;
  expired = next;
  for (const listener of listeners) listener();
}

/** A request was refused for want of a valid session. Safe to call while rendering (it waits a microtask). */
export function reportSessionExpired(): void {
  queueMicrotask(() => set(true));
}

/** Signed in again. */
export function clearSessionExpired(): void {
  signOutIntended = false;
  set(false);
}

/** The person chose to sign out: the screens may close instead of asking them to sign in again. */
export function intendSignOut(): void {
  signOutIntended = true;
}

export function signOutWasIntended(): boolean {
  return signOutIntended;
}

/** Whether the session is known to have ended under the person (a refusal then says so, not "no permission"). */
export function sessionHasExpired(): boolean {
  return expired;
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
    () => false,
  );
}
