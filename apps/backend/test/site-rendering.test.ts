import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, fixturesDir, type RunningBackend } from './support/backend';
import { rawGet } from './support/raw-get';
import { startOnSeededCopy } from './support/seeded-templates';
import { pglite } from './support/targets';

async function adminToken(backend: RunningBackend): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const html = async (url: string) => (await fetch(url)).text();

/** The version of a news item an update is based on (0 when there is no such item). */
async function versionOf(backend: RunningBackend, token: string, id: number): Promise<number> {
  const response = await fetch(`${backend.url}/rest/v1/news?id=eq.${id}&select=version`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { version: number }[])[0]?.version ?? 0;
}

/** Changes a news item's title as the admin does, through the API (sending the version it is based on + 1). */
async function retitleNews(backend: RunningBackend, id: number, title: string): Promise<Response> {
  const token = await adminToken(backend);
  const version = (await versionOf(backend, token, id)) + 1;
  return fetch(`${backend.url}/rest/v1/news?id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title, version }),
  });
}

// The backend renders pages with the site's server build (here a stand-in with the same public face) and
// keeps them until content changes through the API.
describe('server-rendered pages', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startOnSeededCopy(pglite, { SITE_SERVER_DIR: join(fixturesDir, 'site-server') });
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it('renders a page once, with this backend as its data source, and answers later requests from the cache', async () => {
    const first = await fetch(`${backend.url}/newsroom/News/1`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(first.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = await first.text();
    expect(body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(body).toContain(`at ${backend.url} with data true`);
    expect(await html(`${backend.url}/newsroom/News/1`)).toBe(body);
  });

  it('renders again after an admin changes content, and only pages that show content', async () => {
    const staticBefore = await html(`${backend.url}/company/intro/Intro`);
    const update = await retitleNews(backend, 1, 'A title changed by the admin');
    expect(update.status).toBeLessThan(300);
    expect(await html(`${backend.url}/newsroom/News/1`)).toContain('<h1>A title changed by the admin</h1>');
    expect(await html(`${backend.url}/company/intro/Intro`)).toBe(staticBefore);
  });

  it('renders again after an admin restores an earlier version through a function call', async () => {
    const token = await adminToken(backend);
    const headers = {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    expect((await retitleNews(backend, 2, 'A title to be undone')).status).toBeLessThan(300);
    expect(await html(`${backend.url}/newsroom/News/2`)).toContain('<h1>A title to be undone</h1>');
    const revisions = await fetch(
      `${backend.url}/rest/v1/revisions?kind=eq.news&item_id=eq.2&order=id.desc&limit=1&select=id,fields`,
      { headers },
    );
    const [latest] = (await revisions.json()) as { id: number; fields: { title: string } }[];
    expect(latest?.fields.title).not.toBe('A title to be undone');
    const restored = await fetch(`${backend.url}/rest/v1/rpc/restore_revision`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ revision_id: latest?.id }),
    });
    expect(restored.status).toBe(200);
    expect(await html(`${backend.url}/newsroom/News/2`)).toContain(`<h1>${latest?.fields.title}</h1>`);
  });

  it('renders both languages of an item, the lists, home, sitemap and feeds again when its English version is written', async () => {
    const paths = [
      '/newsroom/News/2',
      '/en/newsroom/News/2',
      '/ko/newsroom/News/2',
      '/newsroom/News',
      '/en/newsroom/News',
      '/',
      '/en',
      '/sitemap.xml',
      '/rss.xml',
      '/en/rss.xml',
    ];
    const before = await Promise.all(paths.map((path) => html(`${backend.url}${path}`)));
    // Served from the cache until something changes.
    expect(await Promise.all(paths.map((path) => html(`${backend.url}${path}`)))).toEqual(before);
    const token = await adminToken(backend);
    const write = await fetch(`${backend.url}/rest/v1/news?id=eq.2`, {
      method: 'PATCH',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        title_en: 'Now in English',
        content_en: '<p>English body</p>',
        version: (await versionOf(backend, token, 2)) + 1,
      }),
    });
    expect(write.status).toBeLessThan(300);
    const after = await Promise.all(paths.map((path) => html(`${backend.url}${path}`)));
    paths.forEach((path, index) => {
      expect(after[index], path).not.toBe(before[index]);
    });
    expect(after[1]).toContain('<h1>Now in English</h1>');
    expect(after[0]).not.toContain('Now in English');
  });

  it('sends a page in brotli or gzip as the browser prefers, the same page, and renews it when content changes', async () => {
    const url = `${backend.url}/newsroom/News/3`;
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = plain.body.toString('utf8');
    expect(page).toMatch(/<h1>[^<]+<\/h1>/);

    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(page);

    const gzip = await rawGet(url, { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);
    expect(
      (await rawGet(url, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();

    expect((await retitleNews(backend, 3, 'A newer title, compressed anew')).status).toBeLessThan(300);
    const renewed = await rawGet(url, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(renewed.body).toString('utf8')).toContain(
      '<h1>A newer title, compressed anew</h1>',
    );
  });

  it('keeps its pages when a write changes no row: no render, however many such writes come', async () => {
    const before = await html(`${backend.url}/newsroom/News/2`);
    const anon = {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
    };
    // Row-level security lets the anonymous key change no row at all; the answers still say 204.
    for (const method of ['PATCH', 'DELETE']) {
      const refused = await fetch(`${backend.url}/rest/v1/news?id=eq.2`, {
        method,
        headers: anon,
        body: method === 'PATCH' ? JSON.stringify({ title: 'anon' }) : undefined,
      });
      expect(refused.status).toBe(204);
    }
    const nothing = await fetch(`${backend.url}/rest/v1/news?id=eq.-1`, { method: 'DELETE', headers: anon });
    expect(nothing.status).toBe(204);
    // The admin's write that matches no row changes nothing either.
    expect((await retitleNews(backend, 999_999, 'nobody')).status).toBe(204);
    expect(await html(`${backend.url}/newsroom/News/2`)).toBe(before);
  });

  it('keeps one page whatever query parameters it does not read, and one per parameter it reads', async () => {
    const canonical = await html(`${backend.url}/newsroom/News/4`);
    for (let n = 0; n < 20; n++) {
      expect(await html(`${backend.url}/newsroom/News/4?u=${n}&utm_source=x`)).toBe(canonical);
    }
    const second = await html(`${backend.url}/newsroom/News/4?page=2&u=1`);
    expect(second).not.toBe(canonical);
    expect(await html(`${backend.url}/newsroom/News/4?u=2&page=2`)).toBe(second);
  });

  it('never takes a forged Host for its origin: pages, their cache and config.json keep the server’s own', async () => {
    const own = await html(`${backend.url}/newsroom/News/5`);
    expect(own).toContain(`at ${backend.url} with`);
    const port = new URL(backend.url).port;
    for (const host of ['evil.example', `evil.example:${port}`, 'a.b.c', `127.0.0.2:${port}`]) {
      const forged = await rawGet(`${backend.url}/newsroom/News/5`, { host });
      expect(forged.body.toString('utf8')).toBe(own);
      const config = await rawGet(`${backend.url}/config.json`, { host });
      expect(JSON.parse(config.body.toString('utf8')).supabaseUrl).toBe(backend.url);
    }
    // localhost is this server too, on loopback.
    const local = await rawGet(`${backend.url}/config.json`, { host: `localhost:${port}` });
    expect(JSON.parse(local.body.toString('utf8')).supabaseUrl).toBe(`http://localhost:${port}`);
  });

  it('answers an unprefixed page with its /en twin, before any HTML, when the visitor chose or prefers English', async () => {
    const english = await rawGet(`${backend.url}/newsroom/News/6?page=2`, {
      'accept-language': 'en-US,en;q=0.9,ko;q=0.8',
    });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/en/newsroom/News/6?page=2');
    expect(english.headers.vary).toContain('Accept-Language');
    expect(english.headers.vary).toContain('Cookie');
    expect(english.body.length).toBe(0);
    const home = await rawGet(`${backend.url}/`, { cookie: 'site-language=en', 'accept-language': 'ko-KR' });
    expect([home.status, home.headers.location]).toEqual([302, '/en']);
    const fromLink = await rawGet(`${backend.url}/newsroom/News/6?lng=en&u=1`, {});
    expect([fromLink.status, fromLink.headers.location]).toEqual([302, '/en/newsroom/News/6?u=1']);
  });

  it('answers the Korean page to Korean visitors, to a Korean choice and to crawlers without a preference, from one cache entry', async () => {
    const url = `${backend.url}/newsroom/News/6`;
    const crawler = await rawGet(url, {});
    expect(crawler.status).toBe(200);
    expect(crawler.headers.vary).toContain('Accept-Language');
    const korean = await rawGet(url, { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' });
    const chose = await rawGet(url, { cookie: 'site-language=ko', 'accept-language': 'en-US' });
    const linked = await rawGet(`${url}?lng=ko`, { cookie: 'site-language=en' });
    for (const answer of [korean, chose, linked]) {
      expect(answer.status).toBe(200);
      expect(answer.body.toString('utf8')).toBe(crawler.body.toString('utf8'));
    }
  });

  it('leaves prefixed pages and the site’s documents to their own language', async () => {
    const english = { 'accept-language': 'en-US' };
    expect((await rawGet(`${backend.url}/ko/newsroom/News/6`, english)).status).toBe(200);
    expect((await rawGet(`${backend.url}/en/newsroom/News/6`, { 'accept-language': 'ko' })).status).toBe(200);
    expect((await rawGet(`${backend.url}/robots.txt`, english)).status).toBe(200);
    expect((await rawGet(`${backend.url}/rss.xml`, english)).status).toBe(200);
  });

  it('renders made-up paths each time with 404 instead of keeping them', async () => {
    const first = await fetch(`${backend.url}/missing`);
    expect(first.status).toBe(404);
    const second = await fetch(`${backend.url}/missing`);
    expect(await second.text()).not.toBe(await first.text());
  });

  it('does not serve the build’s manifest or any other dot-file', async () => {
    expect((await fetch(`${backend.url}/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${backend.url}/assets/../.vite/manifest.json`)).status).toBe(404);
    expect((await rawGet(`${backend.url}/%2Evite/manifest.json`, {})).status).toBe(404);
  });

  it('answers a redirect page with its redirect and an unknown page with 404', async () => {
    const redirect = await fetch(`${backend.url}/company`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/company/intro/Intro');
    expect((await fetch(`${backend.url}/missing`)).status).toBe(404);
  });

  it('serves robots.txt, the sitemap and the feeds from the site build', async () => {
    const robots = await fetch(`${backend.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${backend.url}/sitemap.xml`);
    const sitemap = await fetch(`${backend.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const feed = await fetch(`${backend.url}/en/rss.xml`);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    expect(await feed.text()).toContain('<language>en</language>');
  });

  it('leaves files and the API alone', async () => {
    const asset = await fetch(`${backend.url}/assets/app-3f2a9c.js`);
    expect(await asset.text()).toContain('fixture bundle');
    const api = await fetch(`${backend.url}/rest/v1/news?select=id&limit=1`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
    });
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});
