import { lazy, Suspense } from 'react';
import { useStoredAdminSession } from './useStoredAdminSession';

const AdminBar = lazy(() => import('../admin/AdminBar'));

/** The sign-out control, loaded only when an admin session is stored. */
export function AdminControls() {
  const admin = useStoredAdminSession();
  if (!admin) return null;
  return (
    <Suspense fallback={null}>
      <AdminBar />
    </Suspense>
  );
}
