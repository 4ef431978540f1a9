import {
  type DehydratedState,
  hydrate,
  QueryClient,
  QueryClientContext,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useContext } from 'react';

function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

let browserClient: QueryClient | undefined;

/** The browser's one query client, made when a page first reads data. Pages without data never load it. */
export function browserQueryClient(): QueryClient {
  browserClient ??= createAppQueryClient();
  return browserClient;
}

/**
 * Fills the browser's query client with the data the server rendered the first page with. `live`: the server
 * renders the page again whenever content changes, so its data is current as of now (see `readAt`).
 */
export function hydrateBrowserQueries(queries: DehydratedState, live: boolean): void {
  hydrate(browserQueryClient(), live ? readAt(queries, Date.now()) : queries);
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

/**
 * The query client pages read with: the one a `QueryClientProvider` above gives (a server render has one
 * per request; tests give their own), else the browser's.
 */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? browserQueryClient();
}

/** `useQuery` with the pages' query client (see `useAppQueryClient`): `useSiteQuery(siteQueries.…)`. */
export function useSiteQuery<TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TQueryKey>,
): UseQueryResult<TData, Error> {
  return useQuery(options, useAppQueryClient());
}
