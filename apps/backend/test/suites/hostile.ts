import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { PNG } from '../support/images';
import type { SharedBackend } from '../support/shared';

interface Hostile {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | (() => FormData);
  /** Send the admin's access token instead of the anon key. */
  asAdmin?: boolean;
}

const png = (size: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, 16));
  return bytes;
};
const deepOr = `or=(${'or('.repeat(12)}id.eq.1${')'.repeat(12)})`;
const manyValues = `id=in.(${Array.from({ length: 1001 }, (_, i) => i).join(',')})`;
/** The regular expression that froze the server for 13–17 s: Postgres's engine blows up on it. */
const FREEZING_REGEX = `(${'.*'.repeat(20)}){50}Z7`;
const deepJson = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const manyPatterns = `or=(${Array.from({ length: 11 }, (_, i) => `title.ilike.*${i}*`).join(',')})`;

const REQUESTS: Hostile[] = [
  { name: 'unknown table', path: '/rest/v1/nope' },
  { name: 'table name with SQL', path: `/rest/v1/${encodeURIComponent('news";drop table news;--')}` },
  { name: 'unknown column in select', path: '/rest/v1/news?select=secret' },
  { name: 'SQL in select', path: `/rest/v1/news?select=${encodeURIComponent('id;drop table news')}` },
  { name: 'unknown column in a filter', path: '/rest/v1/news?secret=eq.1' },
  { name: 'SQL in a filter column', path: `/rest/v1/news?${encodeURIComponent('id;drop table news')}=eq.1` },
  { name: 'not a number for bigint', path: '/rest/v1/news?id=eq.abc' },
  { name: 'number out of range', path: '/rest/v1/news?id=gt.1e400' },
  { name: 'not a date', path: '/rest/v1/news?created_at=gt.not-a-date' },
  { name: 'unknown operator', path: '/rest/v1/news?id=zz.1' },
  { name: 'operator without value', path: '/rest/v1/news?id=eq' },
  { name: 'fts is not served', path: '/rest/v1/news?title=fts.x' },
  { name: 'bad is value', path: '/rest/v1/news?id=is.maybe' },
  { name: 'in without parentheses', path: '/rest/v1/news?id=in.1,2' },
  { name: 'in unbalanced', path: '/rest/v1/news?id=in.(1,2' },
  { name: 'in with too many values', path: `/rest/v1/news?${manyValues}` },
  { name: 'invalid regular expression', path: `/rest/v1/news?title=match.${encodeURIComponent('(')}` },
  {
    name: 'a freezing regular expression',
    path: `/rest/v1/news?select=id&content=match.${encodeURIComponent(FREEZING_REGEX)}`,
  },
  {
    name: 'three freezing regular expressions in one or',
    path: `/rest/v1/news?select=id&or=(${['title', 'content', 'thumbnail'].map((column) => `${column}.imatch.${encodeURIComponent(FREEZING_REGEX)}`).join(',')})`,
  },
  {
    name: 'a freezing regular expression as a signed-in user',
    path: `/rest/v1/news?select=id&content=match.${encodeURIComponent(FREEZING_REGEX)}`,
    asAdmin: true,
  },
  {
    name: 'a regular expression with a backreference',
    path: '/rest/v1/news?title=match.(a)%5C1',
    asAdmin: true,
  },
  { name: 'more than ten pattern filters', path: `/rest/v1/news?${manyPatterns}` },
  { name: 'or without parentheses', path: '/rest/v1/news?or=id.eq.1' },
  { name: 'or unbalanced', path: `/rest/v1/news?or=${encodeURIComponent('(id.eq.1')}` },
  { name: 'or with an empty item', path: `/rest/v1/news?or=${encodeURIComponent('(id.eq.1,)')}` },
  { name: 'or nested too deep', path: `/rest/v1/news?${deepOr}` },
  { name: 'unterminated quote', path: `/rest/v1/news?or=${encodeURIComponent('(title.eq."abc)')}` },
  { name: 'bad order direction', path: '/rest/v1/news?order=id.sideways' },
  { name: 'order by unknown column', path: '/rest/v1/news?order=secret.desc' },
  { name: 'SQL in order', path: `/rest/v1/news?order=${encodeURIComponent('id;drop table news')}` },
  { name: 'negative limit', path: '/rest/v1/news?limit=-1' },
  { name: 'limit not a number', path: '/rest/v1/news?limit=ten' },
  { name: 'huge offset', path: '/rest/v1/news?offset=99999999999' },
  { name: 'embedding is not served', path: '/rest/v1/news?select=*,author(*)' },
  { name: 'casts are not served', path: '/rest/v1/news?select=id::text' },
  { name: 'garbage bearer token', path: '/rest/v1/news', headers: { Authorization: 'Bearer not-a-jwt' } },
  { name: 'three-part garbage token', path: '/rest/v1/news', headers: { Authorization: 'Bearer a.b.c' } },
  {
    name: 'alg none token claiming service_role',
    path: '/rest/v1/news',
    headers: { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.' },
  },
  { name: 'other schema', path: '/rest/v1/news', headers: { 'Accept-Profile': 'auth' } },
  {
    name: 'other schema for a write',
    method: 'POST',
    path: '/rest/v1/news',
    headers: { 'Content-Profile': 'storage', 'Content-Type': 'application/json' },
    body: '{}',
  },
  { name: 'csv is not served', path: '/rest/v1/news', headers: { Accept: 'text/csv' } },
  { name: 'rpc is not served', path: '/rest/v1/rpc/pg_sleep' },
  { name: 'PUT is not served', method: 'PUT', path: '/rest/v1/news', body: '{}' },
  {
    name: 'insert as anon',
    method: 'POST',
    path: '/rest/v1/news',
    body: '{"title":"t","content":"<p>c</p>","thumbnail":"/t"}',
  },
  { name: 'insert invalid JSON', method: 'POST', path: '/rest/v1/news', body: '{not json', asAdmin: true },
  { name: 'insert a string', method: 'POST', path: '/rest/v1/news', body: '"news"', asAdmin: true },
  { name: 'insert numbers', method: 'POST', path: '/rest/v1/news', body: '[1,2]', asAdmin: true },
  {
    name: 'insert unknown column',
    method: 'POST',
    path: '/rest/v1/news',
    body: '{"admin":true}',
    asAdmin: true,
  },
  {
    name: 'insert a 3 MB body',
    method: 'POST',
    path: '/rest/v1/news',
    body: JSON.stringify({ title: 't', content: 'x'.repeat(3 * 1024 * 1024), thumbnail: '/t' }),
    asAdmin: true,
  },
  {
    name: 'insert JSON nested 5,000 deep',
    method: 'POST',
    path: '/rest/v1/news',
    body: `{"title":${deepJson(5000)}}`,
    asAdmin: true,
  },
  {
    name: 'update with JSON nested 5,000 deep',
    method: 'PATCH',
    path: '/rest/v1/news?id=eq.1',
    body: `{"title":${deepJson(5000)}}`,
    asAdmin: true,
  },
  { name: 'anonymous insert nested 5,000 deep', method: 'POST', path: '/rest/v1/news', body: deepJson(5000) },
  { name: 'update with an array', method: 'PATCH', path: '/rest/v1/news?id=eq.1', body: '[]', asAdmin: true },
  { name: 'delete with a bad filter', method: 'DELETE', path: '/rest/v1/news?secret=eq.1', asAdmin: true },
  {
    name: 'sign-in with invalid JSON',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: '{oops',
  },
  { name: 'sign-in without fields', method: 'POST', path: '/auth/v1/token?grant_type=password', body: '{}' },
  {
    name: 'sign-in with a huge email',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: JSON.stringify({ email: `${'a'.repeat(5000)}@x.io`, password: 'p' }),
  },
  { name: 'unknown grant', method: 'POST', path: '/auth/v1/token?grant_type=magic', body: '{}' },
  {
    name: 'short refresh token',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    body: '{"refresh_token":"abc"}',
  },
  {
    name: 'sign-in with a 100 KB body',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: 'x'.repeat(100_000),
  },
  { name: 'user with a garbage token', path: '/auth/v1/user', headers: { Authorization: 'Bearer garbage' } },
  { name: 'logout without a token', method: 'POST', path: '/auth/v1/logout', headers: { Authorization: '' } },
  { name: 'logout with a bad scope', method: 'POST', path: '/auth/v1/logout?scope=everyone', asAdmin: true },
  {
    name: 'sign-up with a weak password',
    method: 'POST',
    path: '/auth/v1/signup',
    body: '{"email":"x@example.com","password":"short"}',
  },
  {
    name: 'sign-up without a valid email',
    method: 'POST',
    path: '/auth/v1/signup',
    body: '{"email":"not-an-email","password":"long-enough-1"}',
  },
  { name: 'admin API is not served', path: '/auth/v1/admin/users' },
  {
    name: 'upload as anon',
    method: 'POST',
    path: '/storage/v1/object/news-images/news/anon.png',
    headers: { 'Content-Type': 'image/png' },
    body: PNG,
  },
  {
    name: 'upload text claiming to be PNG',
    method: 'POST',
    path: '/storage/v1/object/news-images/news/fake.png',
    headers: { 'Content-Type': 'image/png' },
    body: '<script>alert(1)</script>',
    asAdmin: true,
  },
  {
    name: 'upload HTML',
    method: 'POST',
    path: '/storage/v1/object/news-images/news/page.html',
    headers: { 'Content-Type': 'text/html' },
    body: '<html></html>',
    asAdmin: true,
  },
  {
    name: 'upload over the bucket limit',
    method: 'POST',
    path: '/storage/v1/object/news-images/news/big.png',
    headers: { 'Content-Type': 'image/png' },
    body: png(10 * 1024 * 1024 + 1),
    asAdmin: true,
  },
  {
    name: 'upload of 12 MB',
    method: 'POST',
    path: '/storage/v1/object/news-images/news/huge.png',
    headers: { 'Content-Type': 'image/png' },
    body: png(12 * 1024 * 1024),
    asAdmin: true,
  },
  {
    name: 'upload with ../ in the name',
    method: 'POST',
    path: '/storage/v1/object/news-images/..%2F..%2Fjwt-secret',
    headers: { 'Content-Type': 'image/png' },
    body: PNG,
    asAdmin: true,
  },
  {
    name: 'upload with a backslash in the name',
    method: 'POST',
    path: '/storage/v1/object/news-images/news%5C..%5Cx.png',
    headers: { 'Content-Type': 'image/png' },
    body: PNG,
    asAdmin: true,
  },
  {
    name: 'upload with an empty name',
    method: 'POST',
    path: '/storage/v1/object/news-images/',
    headers: { 'Content-Type': 'image/png' },
    body: PNG,
    asAdmin: true,
  },
  {
    name: 'upload into a bad bucket name',
    method: 'POST',
    path: '/storage/v1/object/bad%20bucket/x.png',
    headers: { 'Content-Type': 'image/png' },
    body: PNG,
    asAdmin: true,
  },
  {
    name: 'multipart without a file',
    method: 'POST',
    path: '/storage/v1/object/news-images/news/empty.png',
    body: () => {
      const form = new FormData();
      form.append('cacheControl', '3600');
      return form;
    },
    asAdmin: true,
  },
  { name: 'download ../ (encoded)', path: '/storage/v1/object/public/news-images/..%2Fjwt-secret' },
  {
    name: 'download %2e%2e segments',
    path: '/storage/v1/object/public/news-images/%2e%2e/%2e%2e/jwt-secret',
  },
  { name: 'download with a NUL byte', path: '/storage/v1/object/public/news-images/a%00b.png' },
  { name: 'download with bad percent-encoding', path: '/storage/v1/object/public/news-images/%E0%A4%A' },
  { name: 'download from an unknown bucket', path: '/storage/v1/object/public/nope/x.png' },
  { name: 'download a missing object', path: '/storage/v1/object/public/news-images/missing.png' },
  {
    name: 'download with a garbage token',
    path: '/storage/v1/object/news-images/seed/plant.png',
    headers: { Authorization: 'Bearer x' },
  },
  {
    name: 'remove with a bad body',
    method: 'DELETE',
    path: '/storage/v1/object/news-images',
    body: '{"prefixes":"x"}',
    asAdmin: true,
  },
  {
    name: 'remove with ../',
    method: 'DELETE',
    path: '/storage/v1/object/news-images',
    body: '{"prefixes":["../../jwt-secret"]}',
    asAdmin: true,
  },
  {
    name: 'list with a negative limit',
    method: 'POST',
    path: '/storage/v1/object/list/news-images',
    body: '{"limit":-5}',
  },
  { name: 'list with invalid JSON', method: 'POST', path: '/storage/v1/object/list/news-images', body: '[[' },
  {
    name: 'list with ../ prefix',
    method: 'POST',
    path: '/storage/v1/object/list/news-images',
    body: '{"prefix":"../.."}',
  },
  { name: 'storage route that does not exist', path: '/storage/v1/bucket' },
];

/** Malformed and hostile requests: each gets a 4xx JSON answer, and the server stays healthy. */
export function hostileSuite(shared: SharedBackend): void {
  describe('hostile requests', () => {
    let backend: RunningBackend;
    let adminToken: string;
    let newsBefore: unknown;
    const news = async () =>
      (
        await fetch(`${backend.url}/rest/v1/news?select=*&order=id`, { headers: { apikey: backend.anonKey } })
      ).json();

    beforeAll(async () => {
      backend = shared.get();
      newsBefore = await news();
      const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      adminToken = ((await response.json()) as { access_token: string }).access_token;
    });

    it('has at least 50 of them', () => {
      expect(REQUESTS.length).toBeGreaterThanOrEqual(50);
    });

    it.each(REQUESTS)('$name: 4xx with a JSON error', async (request) => {
      const headers: Record<string, string> = {
        apikey: backend.anonKey,
        Authorization: `Bearer ${request.asAdmin ? adminToken : backend.anonKey}`,
        ...request.headers,
      };
      if (headers.Authorization === '') delete headers.Authorization;
      if (request.body !== undefined && typeof request.body !== 'function' && !headers['Content-Type']) {
        headers['Content-Type'] = 'application/json';
      }
      const body = typeof request.body === 'function' ? request.body() : request.body;
      const response = await fetch(`${backend.url}${request.path}`, {
        method: request.method ?? 'GET',
        headers,
        body,
      });
      const text = await response.text();
      expect(response.status, text).toBeGreaterThanOrEqual(400);
      expect(response.status, text).toBeLessThan(500);
      expect(() => JSON.parse(text), text).not.toThrow();
    });

    it('answers a freezing filter at once, and other requests do not wait for it', async () => {
      const started = Date.now();
      const hostile = Promise.all(
        [0, 1, 2].map(() =>
          fetch(`${backend.url}/rest/v1/news?select=id&content=match.${encodeURIComponent(FREEZING_REGEX)}`, {
            headers: { apikey: backend.anonKey },
          }),
        ),
      );
      const health = await fetch(`${backend.url}/healthz`);
      expect(health.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      for (const response of await hostile) expect(response.status).toBe(400);
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('is healthy afterwards, with its data unchanged', async () => {
      expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
      expect(await news()).toEqual(newsBefore);
      expect(backend.logs()).not.toMatch(/Internal server error|TypeError|ReferenceError/);
    });
  });
}
