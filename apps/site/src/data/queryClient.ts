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
import { takeServerQueries } from './serverQueries';

function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one query client, made when a page first reads data and filled with the data the server
 * rendered that page with. Pages without data never load TanStack Query.
 */
function browserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createAppQueryClient();
    const queries: DehydratedState | undefined = takeServerQueries();
    if (queries) hydrate(browserClient, queries);
  }
  return browserClient;
}

/**
 * The query client of the data hooks: the one a `QueryClientProvider` above gives (a server render has one
 * per request; tests give their own), else the browser's.
 */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? browserQueryClient();
}

/** `useQuery` with the data hooks' query client (see `useAppQueryClient`). */
export function useSiteQuery<TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TQueryKey>,
): UseQueryResult<TData, Error> {
  return useQuery(options, useAppQueryClient());
}
