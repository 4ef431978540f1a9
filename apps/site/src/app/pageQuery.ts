import type { PageKey } from '@company/content';
import { matchSiteRoute } from './routes';

/** The pages that read query parameters, and which: the lists' and the FAQ's page and search. */
const QUERY_PARAMS_BY_PAGE: Partial<Record<PageKey, readonly string[]>> = {
  newsroom_news: ['page'],
  newsroom_youtube: ['page'],
  ir_shareholders: ['page'],
  ir_announcement: ['page', 'q'],
  careers_info_faq: ['page', 'q'],
  search: ['kind', 'page', 'q'],
};

/**
 * The part of a URL's query string that its page reads, in a fixed order (`?page=2&q=x`), or '' when the
 * page reads none of it. No other parameter changes a page, so the server renders and keeps one page for all
 * of them.
 */
export function pageQuery(pathname: string, search: string): string {
  const route = matchSiteRoute(pathname);
  const names = 'pageKey' in route ? (QUERY_PARAMS_BY_PAGE[route.pageKey] ?? []) : [];
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}
