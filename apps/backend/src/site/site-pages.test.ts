import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { PageCache, pageBytes } from './page-cache';
import { SitePages } from './site-pages';

const siteServerDir = join(import.meta.dirname, '../../test/fixtures/site-server');

/** The app's page route alone, over the test fixture's stand-in for the site's server build. */
function pagesApp(cache: PageCache): Hono {
  const config = { ...readConfig({ SITE_SERVER_DIR: siteServerDir }), port: 80 };
  const pages = new SitePages(config, 'anon-key', cache);
  const app = new Hono();
  app.get('*', async (c) => (await pages.answer(c)) ?? c.text('no page', 404));
  return app;
}

const get = async (app: Hono, path: string, headers: Record<string, string> = {}) =>
  app.request(`http://127.0.0.1${path}`, { headers: { 'accept-language': 'ko', ...headers } });

describe('the pages a flood of made-up URLs asks for', () => {
  it('turn over the probation segment alone, and the pages visitors come back to stay', async () => {
    const bound = 40_000;
    const probation = 5_000;
    const cache = new PageCache(bound, probation);
    const app = pagesApp(cache);
    const home = await (await get(app, '/')).text();
    expect(await (await get(app, '/')).text()).toBe(home);
    const intro = await (await get(app, '/company/intro/Intro')).text();
    await get(app, '/company/intro/Intro', { 'accept-encoding': 'br' });
    expect(cache.isProtected('http://127.0.0.1:80/')).toBe(true);
    expect(cache.isProtected('http://127.0.0.1:80/company/intro/Intro')).toBe(true);
    const before = cache.bytes;

    // 2,000 distinct URLs: page numbers the page reads, parameters it does not, paths no one wrote.
    for (let n = 0; n < 2_000; n += 1) {
      const path = [
        `/newsroom/News?page=${999 + n}`,
        `/company/intro/Intro?utm_x=${n}`,
        `/made-up/${n}`,
        `/en/made-up/${n}?page=${n}`,
      ][n % 4];
      expect((await get(app, path ?? '/', { 'accept-encoding': 'br, gzip' })).status).toBe(200);
      expect(cache.bytes).toBeLessThanOrEqual(bound);
      expect(cache.probationBytesUsed).toBeLessThanOrEqual(probation);
    }
    expect(cache.bytes - before).toBeLessThanOrEqual(probation);
    expect(await (await get(app, '/')).text()).toBe(home);
    expect(await (await get(app, '/company/intro/Intro')).text()).toBe(intro);
  });

  it('keeps one page for every parameter the page does not read', async () => {
    const cache = new PageCache();
    const app = pagesApp(cache);
    const first = await (await get(app, '/company/intro/Intro?utm_x=1')).text();
    for (let n = 2; n < 50; n += 1) {
      expect(await (await get(app, `/company/intro/Intro?utm_x=${n}&ref=${n}`)).text()).toBe(first);
    }
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(pageBytes({ status: 200, body: first, contentType: '', usesData: false }));
  });
});
