/** How far below (or above) the screen a deferred section starts loading: half a screen's height. */
export const NEAR_VIEWPORT_MARGIN = '50% 0px';

/** Inputs inside a deferred section that open its gate at once (a press, a key, the focus moving in). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Whether a deferred section may render its code yet. */
export interface SectionGate {
  isOpen(): boolean;
  /** Resolves when the gate opens. */
  readonly opened: Promise<void>;
  open(): void;
}

/**
 * A closed gate in a browser that can tell where the section is; an open one elsewhere (the server renders
 * every section at once).
 */
export function createSectionGate(): SectionGate {
  let isOpen = false;
  let resolve: () => void = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const open = () => {
    if (isOpen) return;
    isOpen = true;
    resolve();
  };
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') open();
  return { isOpen: () => isOpen, opened, open };
}

/**
 * Calls `open` once the section's elements (the server's HTML of it) come near the screen or take an input;
 * at once when there are none, as when the page was rendered in the browser. Returns the clean-up.
 */
export function openWhenNear(wrapper: HTMLElement, open: () => void): () => void {
  const targets = [...wrapper.children];
  if (targets.length === 0) {
    open();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) finish();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  // On the document, capturing: React stops an input aimed at a part it has not hydrated yet at its root.
  const onInput = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) finish();
  };
  const stop = () => {
    observer.disconnect();
    for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, true);
  };
  function finish() {
    stop();
    open();
  }
  for (const target of targets) observer.observe(target);
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, true);
  return stop;
}
