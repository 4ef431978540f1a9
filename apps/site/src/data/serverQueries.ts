import type { DehydratedState } from '@tanstack/react-query';

let serverQueries: DehydratedState | undefined;

/** Keeps the data the server rendered the page with, for the query client the first data hook makes. */
export function setServerQueries(queries: DehydratedState | undefined): void {
  serverQueries = queries;
}

/** The server's data, handed over once. */
export function takeServerQueries(): DehydratedState | undefined {
  const queries = serverQueries;
  serverQueries = undefined;
  return queries;
}
