import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import * as styles from './DeferredSection.css';
import { createSectionGate, openWhenNear, type SectionGate } from './sectionGate';

/** Calls `onCommit` once the Suspense boundary around it has been hydrated or rendered. */
function OnCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Its children once the gate is open. Until then it suspends (with the promise, as `lazy` does: `use` would
 * demand being called again once open): a boundary being hydrated keeps the server's HTML.
 */
function Gate({ gate, children }: { gate: SectionGate; children: ReactNode }) {
  if (!gate.isOpen()) throw gate.opened;
  return children;
}

/**
 * A part of a page below the fold whose code (a `lazy` component) loads and hydrates only when the visitor
 * comes near it (or presses, types or tabs into it), so the page's start-up does not pay for it. The server's
 * HTML shows it meanwhile; its controls take no clicks until it is live, as a click on server HTML would be
 * lost (the same rule as the whole page's `data-hydrating`, see index.html). Rendered in the browser (a later
 * navigation), it loads at once.
 */
export function DeferredSection({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  const [gate] = useState(createSectionGate);
  const wrapper = useRef<HTMLDivElement>(null);
  const markLive = useCallback(() => setLive(true), []);
  useEffect(() => {
    if (!wrapper.current || gate.isOpen()) return;
    return openWhenNear(wrapper.current, gate.open);
  }, [gate]);
  return (
    <div ref={wrapper} className={styles.contents} data-hydrating={live ? undefined : ''}>
      <Suspense fallback={null}>
        <Gate gate={gate}>
          {children}
          <OnCommit onCommit={markLive} />
        </Gate>
      </Suspense>
    </div>
  );
}
