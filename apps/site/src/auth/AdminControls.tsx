import { lazy, Suspense, useEffect, useState } from 'react';
import { ADMIN_SESSION_KEY, hasStoredAdminSession } from './adminSession';

const AdminBar = lazy(() => import('../admin/AdminBar'));

/** The sign-out control, loaded only when an admin session is stored. */
export function AdminControls() {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    const check = () => setAdmin(hasStoredAdminSession(window.sessionStorage, Date.now() / 1000));
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
  if (!admin) return null;
  return (
    <Suspense fallback={null}>
      <AdminBar />
    </Suspense>
  );
}
