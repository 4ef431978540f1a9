import { type ReactNode, Suspense } from 'react';

/**
 * A part of the page that React hydrates in a pass of its own. React hydrates each Suspense boundary of
 * server HTML separately, after the parts around it, so the page comes alive in several short tasks rather
 * than one long commit that would hold the main thread. Nothing in it suspends: the fallback never shows.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
