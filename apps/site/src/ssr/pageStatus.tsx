import { createContext, type ReactNode, useContext } from 'react';

/** What the server learns about a page while rendering it: whether what it shows does not exist. */
export interface PageStatus {
  notFound: boolean;
}

const PageStatusContext = createContext<PageStatus | null>(null);

/** Lets the pages rendered inside report their status (the server renders each page with its own). */
export function PageStatusProvider({ status, children }: { status: PageStatus; children: ReactNode }) {
  return <PageStatusContext.Provider value={status}>{children}</PageStatusContext.Provider>;
}

/**
 * Marks the page being rendered as showing something that does not exist (an item with no such id): the
 * server answers it with 404, as it does unknown paths, so that search engines index no soft 404 and made-up
 * ids fill no cache. Does nothing in the browser.
 */
export function useMarkNotFound(): void {
  const status = useContext(PageStatusContext);
  if (status) status.notFound = true;
}
