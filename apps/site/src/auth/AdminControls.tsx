import { lazy, Suspense } from 'react';
import { currentLanguage, ensureTranslations } from '../i18n/i18n';
import { useStoredAdminSession } from './useStoredAdminSession';

// The bar's texts are the admin's: they load with it (a public page loads only the namespaces it shows).
const AdminBar = lazy(async () => {
  const [module] = await Promise.all([
    import('../admin/AdminBar'),
    ensureTranslations(currentLanguage(), ['admin']),
  ]);
  return module;
});

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
