/**
 * Local-storage key of the admin's Supabase session, shared by the browser's tabs. The lightweight check below
 * reads it without loading the auth client.
 */
export const ADMIN_SESSION_KEY = 'admin-auth';

interface StoredSession {
  expires_at?: number;
  user?: { app_metadata?: { role?: unknown } };
}

/**
 * Whether a staff (admin or editor) session is stored, read without loading the auth client: public pages use it to decide
 * whether to load the admin controls at all. The server's row-level security is what protects the data.
 */
export function hasStoredAdminSession(
  storage: Pick<Storage, 'getItem'> | undefined,
  nowSeconds: number,
): boolean {
  try {
    const raw = storage?.getItem(ADMIN_SESSION_KEY);
    if (!raw) return false;
    const session = JSON.parse(raw) as StoredSession;
    const role = session.user?.app_metadata?.role;
    return (role === 'admin' || role === 'editor') && (session.expires_at ?? 0) > nowSeconds - 3600;
  } catch {
    return false;
  }
}
