import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateBrowserQueries, readAt, useAppQueryClient } from './queryClient';

describe('useAppQueryClient', () => {
  it('uses the client a provider gives (a server render, a test)', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    expect(renderHook(() => useAppQueryClient(), { wrapper }).result.current).toBe(client);
  });

  it('otherwise makes the browser client once, filled with the data the server rendered the page with', () => {
    const server = new QueryClient();
    server.setQueryData(['news', 'detail', 7], { id: 7, title: '서버에서 읽은 뉴스' });
    hydrateBrowserQueries(dehydrate(server), false);
    const first = renderHook(() => useAppQueryClient()).result.current;
    expect(first.getQueryData(['news', 'detail', 7])).toEqual({ id: 7, title: '서버에서 읽은 뉴스' });
    expect(first.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
    // Later hooks share the same client.
    expect(renderHook(() => useAppQueryClient()).result.current).toBe(first);
  });
});

describe('readAt', () => {
  it('dates the data of a live page from the visit, so it is not read again as soon as the page hydrates', () => {
    const server = new QueryClient();
    server.setQueryData(['news', 'article', 7], { id: 7 }, { updatedAt: 1_000 });
    const renderedLongAgo = dehydrate(server);
    const visit = 1_000 + 10 * 60_000;

    const asRendered = new QueryClient();
    hydrate(asRendered, renderedLongAgo);
    const stale = asRendered.getQueryCache().find({ queryKey: ['news', 'article', 7] });
    expect(stale?.isStaleByTime(30_000)).toBe(true);

    const asServed = new QueryClient();
    hydrate(asServed, readAt(renderedLongAgo, visit));
    const query = asServed.getQueryCache().find({ queryKey: ['news', 'article', 7] });
    expect(query?.state.dataUpdatedAt).toBe(visit);
    expect(query?.state.data).toEqual({ id: 7 });
  });

  it('leaves a query the server had no data for without a date', () => {
    const server = new QueryClient();
    server.getQueryCache().build(server, { queryKey: ['news', 'page', 1] });
    const dehydrated = dehydrate(server, { shouldDehydrateQuery: () => true });
    expect(readAt(dehydrated, 5_000).queries[0]?.state.dataUpdatedAt).toBe(0);
  });
});
