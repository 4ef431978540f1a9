import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, fixturesDir, type RunningBackend, startBackend } from './support/backend';
import { rawGet } from './support/raw-get';

async function adminToken(backend: RunningBackend): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const html = async (url: string) => (await fetch(url)).text();

/** Changes a news item's title as the admin does, through the API. */
async function retitleNews(backend: RunningBackend, id: number, title: string): Promise<Response> {
  const token = await adminToken(backend);
  return fetch(`${backend.url}/rest/v1/news?id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title }),
  });
}

// The backend renders pages with the site's server build (here a stand-in with the same public face) and
// keeps them until content changes through the API.
describe('server-rendered pages', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startBackend({ env: { SITE_SERVER_DIR: join(fixturesDir, 'site-server') } });
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

  it('sends a page in brotli or gzip as the browser prefers, the same page, and renews it when content changes', async () => {
    const url = `${backend.url}/newsroom/News/3`;
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = plain.body.toString('utf8');
    expect(page).toMatch(/<h1>[^<]+<\/h1>/);

    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
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

  it('shows unchanged content when a write changes nothing', async () => {
    const heading = (body: string) => /<h1>[^<]*<\/h1>/.exec(body)?.[0];
    const before = heading(await html(`${backend.url}/newsroom/News/2`));
    // Row-level security lets the anonymous key update no row at all.
    const refused = await fetch(`${backend.url}/rest/v1/news?id=eq.2`, {
      method: 'PATCH',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'anon' }),
    });
    expect(refused.status).toBe(204);
    expect(heading(await html(`${backend.url}/newsroom/News/2`))).toBe(before);
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
