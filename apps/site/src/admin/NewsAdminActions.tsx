import { lazy, Suspense } from 'react';
import { useStoredAdminSession } from '../auth/useStoredAdminSession';

const NewsAdminButtons = lazy(() => import('./NewsAdminButtons'));

/**
 * Edit and delete on the news detail page. This module stays tiny: the buttons (and the auth client behind
 * them) load only when an admin session is stored, so a visitor downloads nothing more.
 */
export function NewsAdminActions({ newsId }: { newsId: number }) {
  const admin = useStoredAdminSession();
  if (!admin) return null;
  return (
    <Suspense fallback={null}>
      <NewsAdminButtons newsId={newsId} />
    </Suspense>
  );
}

export default NewsAdminActions;
