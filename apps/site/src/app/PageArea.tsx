import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { PageFailed, PageLoading } from '../components/PageStates';
import { forgetFailedPageLoads } from './RoutePage';

/**
 * Where a page shows, inside the header and footer: a loading state while its module comes, and a failure in
 * its place when it cannot load or render. Going elsewhere tries again.
 */
export function PageArea({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} onReset={forgetFailedPageLoads} fallback={<PageFailed />}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
