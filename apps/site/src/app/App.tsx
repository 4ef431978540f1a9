import { useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';

export function App({ router }: { router: DataRouter }) {
  // The first commit is done (hydrated or rendered): the page's controls are live.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-hydrating');
  }, []);
  return <RouterProvider router={router} />;
}
