import { type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the server's HTML as a transition: React then yields to the browser every few milliseconds instead of
 * holding the main thread for the whole page, and a visitor's input meanwhile hydrates the part it lands on first.
 */
export function hydratePage(container: Element, app: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
