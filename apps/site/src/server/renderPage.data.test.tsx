// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setBackendConfig } from '../data/config';
import { renderPage } from './renderPage';

const BACKEND = 'http://backend.test';

/** The answer of public.search_content for any query: one news post. */
const answer = {
  terms: ['클린룸'],
  total: 1,
  total_capped: false,
  counts: { news: 1 },
  counts_capped: [],
  results: [
    {
      kind: 'news',
      id: 7,
      lang: 'ko',
      title: '클린룸 준공 소식',
      snippet: '평택에서 클린룸을 시공했습니다.',
      created_at: '2026-01-02T00:00:00Z',
      title_match: true,
    },
  ],
};

describe('a page rendered with its data', () => {
  const asked: string[] = [];

  beforeAll(() => {
    setBackendConfig({ supabaseUrl: BACKEND, supabaseAnonKey: 'anon-key' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(`${init?.method ?? 'GET'} ${url.replace(BACKEND, '')}`);
      if (url.startsWith(`${BACKEND}/rest/v1/rpc/search_content`))
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    });
  });

  afterEach(() => {
    asked.length = 0;
  });

  it('renders the search results page once, its results read before', async () => {
    const page = await renderPage(`/search?q=${encodeURIComponent('클린룸')}&page=1`, { withData: true });
    expect(page.status).toBe(200);
    expect(page.html).toContain('준공 소식');
    expect(page.html).not.toContain('<!--$?-->');
    expect(page.usesData).toBe(true);
    expect(page.unloadedQueries).toEqual([]);
    expect(page.namespacesUsed.filter((namespace) => !page.namespaces.includes(namespace))).toEqual([]);
    expect(asked).toEqual(['POST /rest/v1/rpc/search_content']);
  });

  it('reads the page and kind of the URL as the page does', async () => {
    const page = await renderPage(`/en/search?q=cleanroom&kind=news&page=3`, { withData: true });
    expect(page.unloadedQueries).toEqual([]);
    const [query] = page.state.queries.queries;
    expect(query?.queryKey).toEqual(['search', 'en', 'cleanroom', 'news', 3, 10]);
  });

  // Every page that reads data, in both languages: its module's `reads` read all of it before the one render.
  it.each([
    '/',
    '/en',
    '/newsroom/News',
    '/en/newsroom/Youtube?page=2',
    '/newsroom/News/7',
    '/en/newsroom/Youtube/3',
    '/ir/Announcement?q=%EC%A3%BC%EC%A3%BC&page=2',
    '/en/ir/Announcement/5',
    '/ir/Shareholders',
  ])('%s names everything it shows in its reads', async (url) => {
    const page = await renderPage(url, { withData: true });
    expect(page.unloadedQueries).toEqual([]);
    expect(page.namespacesUsed.filter((namespace) => !page.namespaces.includes(namespace))).toEqual([]);
    expect(page.usesData).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    expect(page.state.queries.queries.length).toBe(new Set(asked).size);
  });

  it('reads nothing for a page without data, nor for the admin', async () => {
    expect((await renderPage('/company/Location', { withData: true })).usesData).toBe(false);
    expect((await renderPage('/admin/inquiries', { withData: true })).usesData).toBe(false);
    expect(asked).toEqual([]);
  });
});
