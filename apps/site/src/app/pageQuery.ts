/** The query parameters pages read: a list's or the FAQ's page and search (`?page=`, `?q=`). */
export const PAGE_QUERY_PARAMS = ['page', 'q'] as const;

/**
 * The part of a query string that pages read, in a fixed order (`?page=2&q=x`), or '' when they read none
 * of it. Every other parameter changes nothing on any page, so the server renders and keeps one page for it.
 */
export function pageQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = given.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}
