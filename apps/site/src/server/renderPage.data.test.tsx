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
    expect(page.renders).toBe(1);
    expect(asked).toEqual(['POST /rest/v1/rpc/search_content']);
  });

  it('reads the page and kind of the URL as the page does', async () => {
    const page = await renderPage(`/en/search?q=cleanroom&kind=news&page=3`, { withData: true });
    expect(page.renders).toBe(1);
    const [query] = page.state.queries.queries;
    expect(query?.queryKey).toEqual(['search', 'en', 'cleanroom', 'news', 3, 10]);
  });
});
