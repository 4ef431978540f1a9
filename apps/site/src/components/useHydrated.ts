import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates server HTML, true once the page is live (and at once in a
 * browser-only render). Controls that only work with JavaScript stay disabled until then, so nothing typed
 * or pressed before hydration is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
