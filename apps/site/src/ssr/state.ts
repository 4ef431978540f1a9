import type { Language } from '@company/content';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON script in which a server-rendered page hands its state to the browser. */
export const SSR_STATE_ID = 'site-state';

/** What the browser needs to hydrate a server-rendered page exactly as it was rendered. */
export interface SsrState {
  /** The path that was rendered (the browser hydrates only when it shows the same one). */
  path: string;
  language: Language;
  /** The data the page was rendered with (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /**
   * True when the server that answered renders the page again whenever its content changes (the backend's
   * page cache), so the data is current when the page arrives, however long ago it was rendered. False for a
   * page prerendered at build time: the browser reads its data again once it is stale.
   */
  liveData: boolean;
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators JavaScript chokes on. */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isSsrState(value: unknown): value is SsrState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.path === 'string' &&
    (record.language === 'ko' || record.language === 'en') &&
    typeof record.queries === 'object' &&
    record.queries !== null &&
    typeof record.liveData === 'boolean'
  );
}

/** The state a server-rendered page carries, or undefined (a page rendered in the browser only). */
export function readSsrState(document: Document): SsrState | undefined {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isSsrState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
