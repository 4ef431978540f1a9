import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The 1-based page of `?page=`: a positive whole number, anything else is page 1. */
export function parsePageParam(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** How many pages `total` rows make (at least one, so an empty list still has its page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A list's page and search query, kept in the URL (`?page=`, `?q=`) so they survive reloads, links and the
 * back button. Searching starts again at page 1; page 1 and an empty query leave the URL clean.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const query = (params.get('q') ?? '').trim();

  const update = useCallback(
    (changes: { page?: number; query?: string }) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (changes.query !== undefined) {
          if (changes.query) next.set('q', changes.query);
          else next.delete('q');
          next.delete('page');
        }
        if (changes.page !== undefined) {
          if (changes.page > 1) next.set('page', String(changes.page));
          else next.delete('page');
        }
        return next;
      });
    },
    [setParams],
  );

  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const setQuery = useCallback((next: string) => update({ query: next }), [update]);
  return { page, query, setPage, setQuery };
}

/** What a list page shows from its query's answer: the rows, the total, and the page clamped to the pages. */
export function listPageState<T>(
  data: { rows: T[]; total: number } | undefined,
  page: number,
  pageSize: number,
): { rows: T[]; total: number; page: number; pageCount: number } {
  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total, pageSize);
  return { rows: data?.rows ?? [], total, page: Math.min(page, pageCount), pageCount };
}
