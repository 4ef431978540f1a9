import { useSyncExternalStore } from 'react';

/**
 * Which docked popups (the news popup) are open on the page: while one is, the other floating controls (the
 * scroll-to-top button) step out of the way instead of sitting on its list.
 */
const open = new Set<string>();
const listeners = new Set<() => void>();

export function setPopupOpen(id: string, isOpen: boolean): void {
  const had = open.has(id);
  if (isOpen === had) return;
  if (isOpen) open.add(id);
  else open.delete(id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const anyOpen = () => open.size > 0;
const noneOnServer = () => false;

/** Whether any docked popup is open. */
export function useAnyPopupOpen(): boolean {
  return useSyncExternalStore(subscribe, anyOpen, noneOnServer);
}
