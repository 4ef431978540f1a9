import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query is fetching and no mutation is running, or after `timeoutMs`. Signing out waits for
 * this: a save or a read still on its way would otherwise reach the server after the session has ended there,
 * and be refused.
 */
export function whenIdle(queryClient: QueryClient, timeoutMs = 5_000): Promise<void> {
  const idle = () => queryClient.isFetching() === 0 && queryClient.isMutating() === 0;
  if (idle()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      stopQueries();
      stopMutations();
      resolve();
    };
    const check = () => {
      if (idle()) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    const stopQueries = queryClient.getQueryCache().subscribe(check);
    const stopMutations = queryClient.getMutationCache().subscribe(check);
  });
}
