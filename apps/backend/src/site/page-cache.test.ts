import { describe, expect, it } from 'vitest';
import { type CachedPage, PAGE_CACHE_BYTES, PageCache, PROBATION_SHARE, pageBytes } from './page-cache';

const page = (body: string, usesData = true): CachedPage => ({
  status: 200,
  body,
  contentType: 'text/html',
  usesData,
});

function deferred() {
  let resolve: (value: CachedPage) => void = () => {};
  const promise = new Promise<CachedPage>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The bytes of one page of `length` characters. */
const bytesOf = (length: number) => pageBytes(page('x'.repeat(length)));

describe('the page cache', () => {
  it('keeps ordinary pages, never a not-found page nor one larger than its probation segment', async () => {
    const cache = new PageCache(8_000, 3_000);
    expect(cache.keeps(page('x'.repeat(900)))).toBe(true);
    expect(cache.keeps({ ...page('gone'), status: 404 })).toBe(false);
    expect(cache.keeps(page('x'.repeat(1_100)))).toBe(false);
    let renders = 0;
    const missing = async () => ({ ...page(`not found ${++renders}`), status: 404 });
    await cache.get('/made-up', missing);
    await cache.get('/made-up', missing);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('opens an eighth of its 64 MB to pages asked for once', () => {
    const cache = new PageCache();
    const largest = page('x'.repeat(Math.floor((PAGE_CACHE_BYTES * PROBATION_SHARE) / 3)));
    expect(cache.keeps(largest)).toBe(true);
    expect(cache.keeps(page(`${largest.body}x`))).toBe(false);
  });

  it('renders a key once and answers again from memory', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    expect((await cache.get('/a', render)).body).toBe('render 1');
    expect((await cache.get('/a', render)).body).toBe('render 1');
    expect((await cache.get('/a', render)).body).toBe('render 1');
    expect(renders).toBe(1);
  });

  it('lets concurrent requests share one render', async () => {
    const cache = new PageCache();
    const pending = deferred();
    let renders = 0;
    const render = () => {
      renders += 1;
      return pending.promise;
    };
    const both = Promise.all([cache.get('/a', render), cache.get('/a', render)]);
    pending.resolve(page('once'));
    expect((await both).map((answer) => answer.body)).toEqual(['once', 'once']);
    expect(renders).toBe(1);
  });

  it('drops pages rendered from content when content changes, on probation or not, and keeps the others', async () => {
    const cache = new PageCache();
    await cache.get('/news', async () => page('old news'));
    await cache.get('/list', async () => page('old list'));
    await cache.get('/list', async () => page('old list again'));
    await cache.get('/about', async () => page('about', false));
    expect(cache.isProtected('/list')).toBe(true);
    cache.invalidateData();
    expect(cache.size).toBe(1);
    expect((await cache.get('/news', async () => page('new news'))).body).toBe('new news');
    expect((await cache.get('/list', async () => page('new list'))).body).toBe('new list');
    expect((await cache.get('/about', async () => page('about again', false))).body).toBe('about');
  });

  it('does not keep a render that was under way when content changed', async () => {
    const cache = new PageCache();
    const pending = deferred();
    const stale = cache.get('/news', () => pending.promise);
    cache.invalidateData();
    pending.resolve(page('read before the change'));
    expect((await stale).body).toBe('read before the change');
    expect((await cache.get('/news', async () => page('read after'))).body).toBe('read after');
  });

  it('keeps a page asked for once on probation, and protects it when it is asked for again', async () => {
    const cache = new PageCache(10 * bytesOf(1), 2 * bytesOf(1));
    await cache.get('/a', async () => page('a'));
    expect(cache.isProtected('/a')).toBe(false);
    expect(cache.probationBytesUsed).toBe(bytesOf(1));
    await cache.get('/a', async () => page('a again'));
    expect(cache.isProtected('/a')).toBe(true);
    expect(cache.probationBytesUsed).toBe(0);
    expect(cache.bytes).toBe(bytesOf(1));
  });

  it('forgets the least recently used page on probation once its bytes pass that segment’s bound', async () => {
    const cache = new PageCache(10 * bytesOf(1), 2 * bytesOf(1));
    await cache.get('/a', async () => page('a'));
    await cache.get('/b', async () => page('b'));
    await cache.get('/c', async () => page('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('/b', async () => page('b again'))).body).toBe('b');
    expect((await cache.get('/a', async () => page('a again'))).body).toBe('a again');
  });

  it('lets pages asked for once pass through without pushing out the pages asked for again', async () => {
    const bound = 10 * bytesOf(10);
    const probation = 2 * bytesOf(10);
    const cache = new PageCache(bound, probation);
    for (const key of ['/home', '/news', '/about']) {
      await cache.get(key, async () => page(key.padEnd(10)));
      await cache.get(key, async () => page('rendered again'));
    }
    // A flood of 2,000 made-up URLs, each asked for once.
    for (let n = 0; n < 2_000; n += 1) await cache.get(`/search?q=${n}`, async () => page(`${n}`.padEnd(10)));
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    expect(cache.probationBytesUsed).toBeLessThanOrEqual(probation);
    expect(cache.size).toBe(5);
    for (const key of ['/home', '/news', '/about']) {
      expect((await cache.get(key, async () => page('rendered after the flood'))).body).toBe(key.padEnd(10));
    }
  });

  it('bounds the protected segment too, giving a page that falls out of it one more chance on probation', async () => {
    const cache = new PageCache(4 * bytesOf(1), 2 * bytesOf(1));
    for (const key of ['/a', '/b', '/c']) {
      await cache.get(key, async () => page(key.slice(1)));
      await cache.get(key, async () => page('again'));
    }
    // The protected segment holds two pages: /a went back to probation, still answered from memory.
    expect(cache.isProtected('/a')).toBe(false);
    expect(cache.isProtected('/b')).toBe(true);
    expect(cache.bytes).toBe(3 * bytesOf(1));
    expect((await cache.get('/a', async () => page('a rendered again'))).body).toBe('a');
    expect(cache.isProtected('/a')).toBe(true);
    expect(cache.isProtected('/b')).toBe(false);
  });

  it('counts bytes, not pages: large pages push out many small ones, and one above the bound is not kept', async () => {
    const small = page('x'.repeat(1000));
    const cache = new PageCache(20 * pageBytes(small), 10 * pageBytes(small));
    for (let i = 0; i < 10; i++) await cache.get(`/small/${i}`, async () => small);
    expect(cache.size).toBe(10);
    await cache.get('/large', async () => page('y'.repeat(5000)));
    expect(cache.size).toBe(6);
    expect(cache.bytes).toBeLessThanOrEqual(10 * pageBytes(small));
    let renders = 0;
    const huge = async () => page(`${++renders}`.padEnd(20_000, 'z'));
    await cache.get('/huge', huge);
    await cache.get('/huge', huge);
    expect(renders).toBe(2);
    expect(cache.size).toBe(6);
  });
});
