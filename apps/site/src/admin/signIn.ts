import { announceSessionChange } from './authStore';
import { staffRoleOf } from './claims';
import { adminClient } from './client';
import { clearSessionExpired, intendSignOut } from './session/sessionExpiry';

export type SignInResult =
  | { outcome: 'staff' }
  | { outcome: 'invalid' }
  | { outcome: 'rate_limited' }
  | { outcome: 'not_admin' }
  | { outcome: 'failed'; message: string };

/**
 * Signs in with e-mail and password (Supabase Auth). A valid account without a staff role is signed out
 * again at once: the site has nothing for it, and it must not look signed in.
 */
export async function signInAdmin(email: string, password: string): Promise<SignInResult> {
  const client = await adminClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) {
    if (error.status === 429) return { outcome: 'rate_limited' };
    if (error.status === 400 || error.code === 'invalid_credentials') return { outcome: 'invalid' };
    return { outcome: 'failed', message: error.message };
  }
  if (!staffRoleOf(data.session?.access_token)) {
    await client.auth.signOut({ scope: 'local' });
    announceSessionChange();
    return { outcome: 'not_admin' };
  }
  clearSessionExpired();
  announceSessionChange();
  return { outcome: 'staff' };
}

/** Ends the session on the server (its refresh tokens stop working) and in this tab. */
export async function signOutAdmin(): Promise<void> {
  intendSignOut();
  const client = await adminClient();
  await client.auth.signOut();
  announceSessionChange();
}
