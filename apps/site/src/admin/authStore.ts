import type { Session } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';
import { readAccessClaims, type StaffRole, staffRoleOf } from './claims';
import { adminClient } from './client';

export type AdminAuthState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'staff'; role: StaffRole; email: string; userId: string };

const loading: AdminAuthState = { status: 'loading' };
const visitor: AdminAuthState = { status: 'visitor' };

let state: AdminAuthState = loading;
let started = false;
const listeners = new Set<() => void>();

function setState(next: AdminAuthState): void {
  const same =
    next.status === state.status &&
    (next.status !== 'staff' ||
      (state.status === 'staff' &&
        state.email === next.email &&
        state.role === next.role &&
        state.userId === next.userId));
  if (same) return;
  state = next;
  for (const listener of listeners) listener();
}

/** A session counts as staff (admin or editor) only when its signed token says so; anyone else is a visitor. */
export function stateFromSession(session: Session | null): AdminAuthState {
  const role = staffRoleOf(session?.access_token);
  if (!session || !role) return visitor;
  const email = readAccessClaims(session.access_token)?.email;
  return {
    status: 'staff',
    role,
    email: typeof email === 'string' ? email : (session.user.email ?? ''),
    userId: session.user.id,
  };
}

/** Tells the lightweight header check (auth/AdminControls) that the stored session changed. */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event('admin-session-changed'));
}

function start(): void {
  if (started) return;
  started = true;
  adminClient()
    .then((client) => {
      client.auth.onAuthStateChange((event, session) => {
        setState(stateFromSession(session));
        if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') announceSessionChange();
      });
    })
    .catch(() => setState(visitor));
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The staff auth state: loading until the stored session is read, then staff (with its role) or visitor. */
export function useAdminAuth(): AdminAuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}
