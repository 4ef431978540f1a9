import type { DehydratedState } from '@tanstack/react-query';

let serverQueries: DehydratedState | undefined;

/** Keeps the data the server rendered the page with, for the query client the first data hook makes. */
export function setServerQueries(queries: DehydratedState | undefined): void {
  serverQueries = queries;
}

/**
 * The server's data as if read at `now`: for a page whose server renders it again whenever content changes,
 * what the page carries is current when it arrives, however long ago it was rendered. Its queries then stay
 * fresh for their `staleTime` from the visit on, instead of being read again as soon as the page hydrates.
 */
export function readAt(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt > 0 ? now : 0 },
    })),
  };
}

/** The server's data, handed over once. */
export function takeServerQueries(): DehydratedState | undefined {
  const queries = serverQueries;
  serverQueries = undefined;
  return queries;
}
