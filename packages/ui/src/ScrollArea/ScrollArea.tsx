import { clsx } from 'clsx';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import * as styles from './ScrollArea.css';

export interface ScrollAreaProps {
  children: ReactNode;
  /**
   * Names the area. With a label it is a focusable region (`role="region"`, `tabindex="0"`), so keyboard
   * users can scroll it: give one when the content has nothing focusable of its own (a table).
   */
  label?: string;
  /**
   * A CSS selector of the child to keep in view, e.g. the selected tab: scrolled into view when the area
   * renders and when it is hidden behind an edge. A child that takes focus is scrolled into view as well.
   */
  keepInView?: string;
  /** Hides the scrollbar, where the fades alone mark the overflow (a tab strip). */
  hideScrollbar?: boolean;
  /** Hides the fade at the start edge, e.g. when the first column stays in place (sticky). */
  hideStartCue?: boolean;
  className?: string;
  /** Class of the scrolling box itself (the flex or table layout goes on the content). */
  scrollerClassName?: string;
  /** Extra attributes for the outer box (e.g. `data-*` hooks for styling). */
  'data-mobile-layout'?: string;
}

/** Room left beside a child scrolled into view, so that it does not sit under the fade. */
const EDGE_ROOM = 40;

/** Marks which edges hide more content, for the fades and their arrows. */
function markOverflow(root: HTMLElement, scroller: HTMLElement) {
  const max = scroller.scrollWidth - scroller.clientWidth;
  const position = Math.abs(scroller.scrollLeft);
  root.dataset.overflowStart = max > 1 && position > 1 ? 'true' : 'false';
  root.dataset.overflowEnd = max > 1 && position < max - 1 ? 'true' : 'false';
}

/** Scrolls the area sideways (only) so that `child` is wholly visible, with room for the fades. */
function bringIntoView(scroller: HTMLElement, child: Element) {
  const area = scroller.getBoundingClientRect();
  const box = child.getBoundingClientRect();
  if (area.width === 0) return;
  const room = Math.min(EDGE_ROOM, Math.max(0, (area.width - box.width) / 2));
  if (box.left < area.left + room) scroller.scrollLeft += box.left - area.left - room;
  else if (box.right > area.right - room) scroller.scrollLeft += box.right - area.right + room;
}

/**
 * A box whose content scrolls sideways when it is wider than the box, with a visible cue: a fade and an
 * arrow at each edge that hides more content. Optionally a named, focusable region, and a child (the
 * selected tab) kept in view.
 */
export function ScrollArea({
  children,
  label,
  keepInView,
  hideStartCue = false,
  hideScrollbar = false,
  className,
  scrollerClassName,
  'data-mobile-layout': mobileLayout,
}: ScrollAreaProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const scroller = scrollerRef.current;
    if (!root || !scroller) return;
    const update = () => markOverflow(root, scroller);
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target !== scroller) bringIntoView(scroller, event.target);
    };
    scroller.addEventListener('focusin', onFocus);
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(update);
      observer.observe(scroller);
      for (const child of scroller.children) observer.observe(child);
    } else {
      window.addEventListener('resize', update);
    }
    return () => {
      scroller.removeEventListener('scroll', update);
      scroller.removeEventListener('focusin', onFocus);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);

  // After every render: the child to keep in view (a selection made by a swipe or a prop) is brought in.
  useEffect(() => {
    const root = rootRef.current;
    const scroller = scrollerRef.current;
    if (!root || !scroller) return;
    const child = keepInView ? scroller.querySelector(keepInView) : null;
    if (child) bringIntoView(scroller, child);
    markOverflow(root, scroller);
  });

  return (
    <div
      ref={rootRef}
      className={clsx(styles.root, className)}
      data-overflow-start="false"
      data-overflow-end="false"
      data-hide-start-cue={hideStartCue ? 'true' : undefined}
      data-hide-scrollbar={hideScrollbar ? 'true' : undefined}
      data-mobile-layout={mobileLayout}
    >
      {label ? (
        // A named section is a region.
        <section
          ref={scrollerRef}
          className={clsx(styles.scroller, scrollerClassName)}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
          tabIndex={0}
        >
          {children}
        </section>
      ) : (
        <div
          ref={scrollerRef as RefObject<HTMLDivElement>}
          className={clsx(styles.scroller, scrollerClassName)}
        >
          {children}
        </div>
      )}
      <span className={styles.cue} data-edge="start" aria-hidden="true" />
      <span className={styles.cue} data-edge="end" aria-hidden="true" />
    </div>
  );
}
