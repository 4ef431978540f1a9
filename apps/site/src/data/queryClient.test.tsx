import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAppQueryClient } from './queryClient';
import { setServerQueries, takeServerQueries } from './serverQueries';

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
    setServerQueries(dehydrate(server));
    const first = renderHook(() => useAppQueryClient()).result.current;
    expect(first.getQueryData(['news', 'detail', 7])).toEqual({ id: 7, title: '서버에서 읽은 뉴스' });
    expect(first.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
    // The server's data is handed over once; later hooks share the same client.
    expect(takeServerQueries()).toBeUndefined();
    expect(renderHook(() => useAppQueryClient()).result.current).toBe(first);
  });
});
