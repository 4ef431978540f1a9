import { useEffect } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { loadRoutePage } from './RoutePage';
import { matchSiteRoute, routeObjectsFor } from './routes';

/** The site's routes, for whichever router holds the location (the browser's, or the server's static one). */
export function SiteRoutes() {
  const { pathname } = useLocation();
  return useRoutes(routeObjectsFor(matchSiteRoute(pathname)));
}

/** Loads the page a path shows, so the first render (or hydration) is the whole page, not a loading state. */
export async function loadFirstPage(pathname: string): Promise<void> {
  const route = matchSiteRoute(pathname);
  if ('pageKey' in route) await loadRoutePage(route.pageKey, route.language);
}

export function App() {
  // The first commit is done (hydrated or rendered): the page's controls are live.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-hydrating');
  }, []);
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
