import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache, pageBytes } from './page-cache';

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

describe('the page cache', () => {
  it('keeps ordinary pages, never a not-found page nor one larger than its bound', async () => {
    const cache = new PageCache(3_000);
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

  it('renders a key once and answers again from memory', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
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

  it('drops pages rendered from content when content changes, and keeps the others', async () => {
    const cache = new PageCache();
    await cache.get('/news', async () => page('old news'));
    await cache.get('/about', async () => page('about', false));
    cache.invalidateData();
    expect((await cache.get('/news', async () => page('new news'))).body).toBe('new news');
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

  it('forgets the least recently used page once its bytes pass the bound', async () => {
    const cache = new PageCache(2 * pageBytes(page('a')));
    await cache.get('/a', async () => page('a'));
    await cache.get('/b', async () => page('b'));
    await cache.get('/a', async () => page('a again'));
    await cache.get('/c', async () => page('c'));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(2 * pageBytes(page('a')));
    expect((await cache.get('/a', async () => page('a third'))).body).toBe('a');
    expect((await cache.get('/b', async () => page('b again'))).body).toBe('b again');
  });

  it('counts bytes, not pages: large pages push out many small ones, and one above the bound is not kept', async () => {
    const small = page('x'.repeat(1000));
    const cache = new PageCache(10 * pageBytes(small));
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
