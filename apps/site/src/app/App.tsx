import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { siteRoutes } from './routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

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

export function App({ router, queryClient }: { router: BrowserRouter; queryClient: QueryClient }) {
  // The first commit is done (hydrated or rendered): the page's controls are live.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-hydrating');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
