import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from './MegaHeader.css';
import { usePresence } from './usePresence';

interface DropdownViewportProps {
  /** The item whose panel is open, or ''. */
  openId: string;
  /** The panel of an item; the last one stays shown while the viewport animates closed. */
  renderPanel: (itemId: string) => ReactNode;
  onPointerEnter: () => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * The full-width area below the bar that shows the open dropdown panel. It animates in and out (its
 * `data-state`), and its height follows the panel's, measured into a CSS variable so that it can glide
 * from one panel's height to another's.
 */
export function DropdownViewport({
  openId,
  renderPanel,
  onPointerEnter,
  onPointerLeave,
}: DropdownViewportProps) {
  const open = openId !== '';
  const [shownId, setShownId] = useState(openId);
  if (open && openId !== shownId) setShownId(openId);
  const viewportRef = useRef<HTMLDivElement>(null);
  const mounted = usePresence(open, viewportRef);
  const panel = mounted && shownId ? renderPanel(shownId) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel element to observe changes with these.
  useEffect(() => {
    const viewport = viewportRef.current;
    const panelElement = viewport?.firstElementChild;
    if (!viewport || !(panelElement instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      viewport.style.setProperty(styles.dropdownHeightProperty, `${panelElement.offsetHeight}px`);
    });
    observer.observe(panelElement);
    return () => observer.disconnect();
  }, [shownId, mounted]);

  return (
    <div className={styles.viewportPosition}>
      {panel ? (
        <div
          ref={viewportRef}
          className={styles.viewport}
          data-state={open ? 'open' : 'closed'}
          // Closing, it lets the pointer through to the page.
          style={open ? undefined : { pointerEvents: 'none' }}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          {panel}
        </div>
      ) : null}
    </div>
  );
}
