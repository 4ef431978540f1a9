/**
 * Ends the current task and continues in a new one, so that the browser can handle input and paint in
 * between: start-up work split this way never holds the main thread for long at a stretch.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
