// The menu module alone: the package entry also loads the locale JSON, which Node's loader here cannot.
import type { Page } from '@playwright/test';
import { fixedRoutes, protectedPages, routedPages } from '../../../packages/content/src/menu';
import { expect, test } from '../../src/fixtures';

// What crawlers read: sitemap.xml (every public page and item, each with its alternates, all answering 200),
// robots.txt (the admin pages and login kept out) and the newsroom feeds in both languages.
// Served documents do not depend on the viewport: checked at desktop size only (playwright.config.ts).

const publicPaths = [
  '/',
  ...routedPages()
    .filter((page) => !page.protected)
    .map((page) => page.path),
];

interface ParsedSitemap {
  error: string | null;
  urls: { loc: string; alternates: Record<string, string> }[];
}

/** Parses sitemap.xml with the browser's XML parser. */
function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
    const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const urls = Array.from(doc.getElementsByTagNameNS(SITEMAP, 'url')).map((url) => ({
      loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((link) => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href') ?? '',
        ]),
      ),
    }));
    return { error, urls };
  }, xml);
}

interface ParsedFeed {
  error: string | null;
  self: string | null;
  language: string | null;
  links: string[];
}

/** Parses an RSS feed with the browser's XML parser. */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null,
      self:
        doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
      language: doc.querySelector('channel > language')?.textContent ?? null,
      links: Array.from(doc.querySelectorAll('item > link')).map((link) => link.textContent ?? ''),
    };
  }, xml);
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

test('sitemap.xml lists every public page and item with alternates, and every URL answers 200', async ({
  page,
  request,
  site,
}) => {
  test.setTimeout(180_000);
  const response = await request.get(`${site.url}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const sitemap = await parseSitemap(page, await response.text());
  expect(sitemap.error).toBeNull();

  const paths = sitemap.urls.map(({ loc }) => new URL(loc).pathname);
  expect(paths).toEqual(expect.arrayContaining(publicPaths));
  for (const path of protectedPages().map((p) => p.path)) expect(paths).not.toContain(path);
  expect(paths).not.toContain('/login');
  // The sample content has news, videos and announcements: each kind is listed.
  for (const detail of fixedRoutes.filter((route) => !route.protected && route.path.includes(':id'))) {
    const prefix = detail.path.replace(':id', '');
    expect(
      paths.some((path) => path.startsWith(prefix) && /^\d+$/.test(path.slice(prefix.length))),
      detail.path,
    ).toBe(true);
  }

  for (const { loc, alternates } of sitemap.urls) {
    const path = new URL(loc).pathname;
    // An item without an English version has no English entry (english-content.spec.ts checks which).
    if (Object.keys(alternates).length === 0 && /\/\d+$/.test(path)) continue;
    expect(new URL(alternates.ko ?? '').pathname, loc).toBe(path);
    expect(new URL(alternates['x-default'] ?? '').pathname, loc).toBe(path);
    expect(new URL(alternates.en ?? '').pathname, loc).toBe(path === '/' ? '/en' : `/en${path}`);
  }

  // Every listed URL and alternate, fetched from this server (the origin the sitemap names may differ).
  const everyPath = [
    ...new Set(sitemap.urls.flatMap(({ loc, alternates }) => [loc, ...Object.values(alternates)])),
  ].map((url) => new URL(url).pathname);
  const failures: string[] = [];
  await eachLimited([...new Set(everyPath)], 4, async (path) => {
    const answer = await request.get(`${site.url}${path}`, { maxRedirects: 0 });
    if (answer.status() !== 200) failures.push(`${path}: ${answer.status()}`);
  });
  expect(failures).toEqual([]);
});

test('robots.txt keeps crawlers out of the admin pages and login in every language', async ({
  request,
  site,
}) => {
  const response = await request.get(`${site.url}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/plain/);
  const text = await response.text();
  const disallowed = text
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim());
  const adminPaths = [
    ...protectedPages().map((p) => p.path),
    '/newsroom/News/*/edit',
    '/login',
    '/admin',
    '/admin/preview/*/*',
  ];
  for (const prefix of ['', '/en', '/ko']) {
    for (const path of adminPaths) expect(disallowed).toContain(`${prefix}${path}`);
  }
  expect(disallowed).not.toContain('/');
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('the newsroom feeds parse, one per language, linking to the detail pages of their language', async ({
  page,
  request,
  site,
}) => {
  for (const [path, language, prefix] of [
    ['/rss.xml', 'ko', ''],
    ['/en/rss.xml', 'en', '/en'],
  ] as const) {
    const response = await request.get(`${site.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const feed = await parseFeed(page, await response.text());
    expect(feed.error, path).toBeNull();
    expect(new URL(feed.self ?? '').pathname).toBe(path);
    expect(feed.language).toBe(language);
    expect(feed.links.length, path).toBeGreaterThan(0);
    for (const link of feed.links) {
      expect(new URL(link).pathname).toMatch(new RegExp(`^${prefix}/newsroom/News/\\d+$`));
    }
  }
});
