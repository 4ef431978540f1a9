import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { siteRoutes } from './routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): BrowserRouter {
  return createBrowserRouter(siteRoutes());
}

/** Resolves once the first route's lazy page module has loaded, so the first render is the whole page. */
export function whenRouterReady(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App({ router }: { router: BrowserRouter }) {
  // The first commit is done (hydrated or rendered): the page's controls are live.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-hydrating');
  }, []);
  return <RouterProvider router={router} />;
}
