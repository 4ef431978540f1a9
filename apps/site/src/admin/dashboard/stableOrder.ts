import { useRef } from 'react';

/**
 * Puts `rows` in the order the person last saw: rows they saw keep their places, rows new to them follow in
 * the server's order. A list that re-sorts itself after an action (publishing bumps `updated_at`) would move
 * the row away from under the pointer.
 */
export function inSeenOrder<Row>(
  rows: readonly Row[],
  seen: readonly number[],
  idOf: (row: Row) => number,
): Row[] {
  const place = new Map(seen.map((id, index) => [id, index]));
  const known = rows.filter((row) => place.has(idOf(row)));
  const fresh = rows.filter((row) => !place.has(idOf(row)));
  known.sort((a, b) => (place.get(idOf(a)) ?? 0) - (place.get(idOf(b)) ?? 0));
  return [...known, ...fresh];
}

/**
 * The rows in a stable order while `viewKey` (the list's filter, sort and page) stays the same; when the person
 * changes the view, the server's order again.
 */
export function useStableOrder<Row>(
  rows: readonly Row[],
  viewKey: string,
  idOf: (row: Row) => number,
): Row[] {
  const seen = useRef<{ viewKey: string; ids: number[] }>({ viewKey, ids: [] });
  const ordered = seen.current.viewKey === viewKey ? inSeenOrder(rows, seen.current.ids, idOf) : [...rows];
  seen.current = { viewKey, ids: ordered.map(idOf) };
  return ordered;
}
