import { useEffect, useState } from 'react';
import { ADMIN_SESSION_KEY, hasStoredAdminSession } from './adminSession';

/**
 * Whether an admin session is stored in this browser (shared by its tabs), read without loading the auth client, and re-read on
 * `admin-session-changed` (sign-in, sign-out) and storage events. False during server rendering.
 */
export function useStoredAdminSession(): boolean {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    const check = () => setAdmin(hasStoredAdminSession(window.localStorage, Date.now() / 1000));
    check();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ADMIN_SESSION_KEY) check();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('admin-session-changed', check);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('admin-session-changed', check);
    };
  }, []);
  return admin;
}
