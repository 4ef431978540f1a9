import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The page scrolls to top on every route change (spec section 2, layout). Not on the first render: that page
 * came with the document, and a visitor may already have scrolled the server's HTML before hydration.
 */
export function useScrollToTopOnRouteChange(): void {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
