import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import * as styles from './DeferredSection.css';

/** Calls `onCommit` once the Suspense boundary around it has been hydrated or rendered. */
function OnCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A part of a page whose code (a `lazy` component) loads after the rest of the page. The server's HTML shows
 * it meanwhile; its controls take no clicks until it is live, as a click on server HTML would be lost (the
 * same rule as the whole page's `data-hydrating`, see index.html).
 */
export function DeferredSection({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  const markLive = useCallback(() => setLive(true), []);
  return (
    <div className={styles.contents} data-hydrating={live ? undefined : ''}>
      <Suspense fallback={null}>
        {children}
        <OnCommit onCommit={markLive} />
      </Suspense>
    </div>
  );
}
