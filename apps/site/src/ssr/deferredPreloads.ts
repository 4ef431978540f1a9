/**
 * The server's HTML holds the module preloads of the application and the page in an inert <template> with
 * this id (see server/document.ts); the browser activates them after the first paint (see main.tsx).
 */
export const DEFERRED_PRELOADS_ID = 'deferred-preloads';

/** Moves the held-back module preloads into <head>, where they start downloading. */
export function activateDeferredPreloads(): void {
  const deferred = document.getElementById(DEFERRED_PRELOADS_ID);
  if (deferred instanceof HTMLTemplateElement) document.head.append(deferred.content.cloneNode(true));
}
