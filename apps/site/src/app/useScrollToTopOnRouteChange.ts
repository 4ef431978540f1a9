import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to top on every route change (spec section 2, layout). */
export function useScrollToTopOnRouteChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
