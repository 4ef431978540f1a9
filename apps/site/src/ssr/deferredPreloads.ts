import { yieldToBrowser } from '../app/yieldToBrowser';

/**
 * The server's HTML holds the module preloads of the application and the page in an inert <template> with
 * this id (see server/document.ts); the browser activates them once the first paint and the hero's are done
 * (see main.tsx).
 */
export const DEFERRED_PRELOADS_ID = 'deferred-preloads';

/**
 * Preloads moved per task. A module preload starts its request when it enters the document, on the main
 * thread: in traces of a page load a batch of four took up to 10 ms on a desktop machine (40 on a phone four
 * times slower), and a page has some thirty.
 */
export const PRELOADS_PER_TASK = 2;

/** Moves the held-back module preloads into <head>, in their order, a few per task; they start downloading. */
export async function activateDeferredPreloads(): Promise<void> {
  const deferred = document.getElementById(DEFERRED_PRELOADS_ID);
  if (!(deferred instanceof HTMLTemplateElement)) return;
  const preloads = [...document.importNode(deferred.content, true).children];
  for (let start = 0; start < preloads.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    document.head.append(...preloads.slice(start, start + PRELOADS_PER_TASK));
  }
}
