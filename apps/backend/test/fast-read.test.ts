import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRestReadFastPath } from '../src/rest/fast-read';
import { answered, type FastPathPair, send, startFastPathPair } from './support/fast-path-pair';

/** The app streams what it compresses, so only the fast path knows the length. */
const LENGTH = ['content-length'];

describe('REST reads on the fast path answer exactly as through the app', () => {
  let pair: FastPathPair;
  let anon: Record<string, string>;
  let authenticated: Record<string, string>;

  beforeAll(async () => {
    pair = await startFastPathPair(withRestReadFastPath);
    const { services } = pair;
    anon = { apikey: services.anonKey, authorization: `Bearer ${services.anonKey}` };
    const now = Math.floor(Date.now() / 1000);
    const token = await services.tokens.accessToken(
      { role: 'authenticated', email: 'reader@example.com' },
      '00000000-0000-4000-8000-000000000001',
      now,
    );
    authenticated = { apikey: services.anonKey, authorization: `Bearer ${token}` };
  });

  afterAll(async () => {
    await pair?.dispose();
  });

  const single = { accept: 'application/vnd.pgrst.object+json' };
  const cases: {
    name: string;
    path: string;
    headers?: () => Record<string, string | string[]>;
    fast: boolean;
  }[] = [
    { name: 'latest 3 news', path: '/rest/v1/news?select=*&order=created_at.desc&limit=3', fast: true },
    {
      name: 'latest shareholder notice',
      path: '/rest/v1/shareholders?select=*&order=created_at.desc&limit=1',
      fast: true,
    },
    { name: 'news by id', path: '/rest/v1/news?select=*&id=eq.2', headers: () => single, fast: true },
    {
      name: 'gzip, as browsers ask',
      path: '/rest/v1/news?select=*&order=created_at.desc',
      headers: () => ({ 'accept-encoding': 'gzip, deflate, br, zstd' }),
      fast: true,
    },
    {
      name: 'deflate preferred',
      path: '/rest/v1/news?select=id,title',
      headers: () => ({ 'accept-encoding': 'gzip;q=0.5, deflate' }),
      fast: true,
    },
    {
      name: 'an encoding neither knows',
      path: '/rest/v1/news?select=id',
      headers: () => ({ 'accept-encoding': 'br' }),
      fast: true,
    },
    {
      name: 'count and a partial page (206)',
      path: '/rest/v1/news?select=id&limit=1',
      headers: () => ({ prefer: 'count=exact', 'accept-encoding': 'gzip' }),
      fast: true,
    },
    {
      name: 'range beyond the rows (416)',
      path: '/rest/v1/news?select=id&offset=50',
      headers: () => ({ prefer: 'count=exact' }),
      fast: true,
    },
    { name: 'single with no row (406)', path: '/rest/v1/news?id=eq.999', headers: () => single, fast: true },
    { name: 'unknown column (400)', path: '/rest/v1/news?select=nope', fast: true },
    { name: 'database error in the read (22P02)', path: '/rest/v1/news?id=eq.abc', fast: true },
    {
      name: 'filters, or, order and aliases',
      path: '/rest/v1/news?select=n:id,title&or=(id.eq.1,id.eq.3)&order=id.desc',
      fast: true,
    },
    {
      name: 'a media type not served (406)',
      path: '/rest/v1/news',
      headers: () => ({ accept: 'text/html' }),
      fast: true,
    },
    { name: 'signed in', path: '/rest/v1/news?select=id', headers: () => authenticated, fast: true },
    { name: 'no token at all', path: '/rest/v1/news?select=id', headers: () => ({}), fast: true },
    { name: 'an unknown table', path: '/rest/v1/nope', fast: false },
    {
      name: 'another schema',
      path: '/rest/v1/news',
      headers: () => ({ 'accept-profile': 'auth' }),
      fast: false,
    },
    {
      name: 'a forged token',
      path: '/rest/v1/news',
      headers: () => ({ authorization: 'Bearer x.y.z' }),
      fast: false,
    },
    {
      name: 'a repeated header',
      path: '/rest/v1/news?select=id',
      headers: () => ({ prefer: ['count=exact', 'x=y'] }),
      fast: false,
    },
    { name: 'a raw quote in the query', path: '/rest/v1/news?select="id"', fast: false },
    { name: 'a function call', path: '/rest/v1/rpc/anything', fast: false },
  ];

  for (const { name, path, headers, fast } of cases) {
    it(`${name}: ${fast ? 'answered on the fast path' : 'handed to the app'}, alike`, async () => {
      const sent = { ...anon, ...headers?.() };
      const expected = await send(pair.viaApp, path, sent);
      const before = pair.handedOver();
      const actual = await send(pair.viaFastPath, path, sent);
      expect(pair.handedOver() - before).toBe(fast ? 0 : 1);
      expect(actual.status).toBe(expected.status);
      expect(answered(actual.headers, LENGTH)).toEqual(answered(expected.headers, LENGTH));
      expect(actual.body).toBe(expected.body);
    });
  }

  it('leaves HEAD and writes to the app', async () => {
    const before = pair.handedOver();
    const head = await send(pair.viaFastPath, '/rest/v1/news?select=id', anon, 'HEAD');
    const write = await send(pair.viaFastPath, '/rest/v1/news', anon, 'POST');
    expect(pair.handedOver() - before).toBe(2);
    expect(head.status).toBe(200);
    expect(write.status).toBeGreaterThanOrEqual(400);
  });
});
