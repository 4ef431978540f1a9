import { protectedPages, routedPages, sectionRedirects } from '@company/content';
import { describe, expect, it } from 'vitest';
import type { SitemapItems } from '../data/types';
import { renderSitemapXml } from './sitemap';

const origin = 'https://www.example.com';
const XHTML = 'http://www.w3.org/1999/xhtml';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const items: SitemapItems = {
  news: [
    {
      id: 3,
      created_at: '2025-04-01T09:00:00+00:00',
      updated_at: '2025-04-03T10:30:00+00:00',
      title_en: 'In English',
    },
    { id: 7, created_at: '2025-05-02T00:00:00+09:00', updated_at: null, title_en: 'Also in English' },
    { id: 9, created_at: '2025-06-02T00:00:00+09:00', updated_at: null, title_en: null },
  ],
  videos: [
    { id: 2, created_at: '2025-01-15T12:00:00+00:00', title_en: 'A video' },
    { id: 4, created_at: '2025-02-15T12:00:00+00:00', title_en: null },
  ],
  announcements: [
    { id: 11, created_at: '2024-12-31T23:00:00+00:00', title_en: 'A notice' },
    { id: 12, created_at: '2025-01-31T23:00:00+00:00', title_en: null },
  ],
};

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

interface ParsedUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

function urls(document: Document): ParsedUrl[] {
  return Array.from(document.getElementsByTagNameNS(SITEMAP, 'url')).map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagNameNS(SITEMAP, 'lastmod')[0]?.textContent ?? undefined,
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

describe('sitemap.xml', () => {
  const document = parse(renderSitemapXml(`${origin}/`, items));
  const listed = urls(document);
  const locs = listed.map((url) => url.loc);

  it('is a sitemaps.org urlset', () => {
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP);
  });

  it('lists home and every public routed page, hidden ones included, once each', () => {
    const expected = [
      '/',
      ...routedPages()
        .filter((page) => !page.protected)
        .map((page) => page.path),
    ].map((path) => `${origin}${path}`);
    expect(locs).toEqual(expect.arrayContaining(expected));
    expect(locs).toContain(`${origin}/Sitemap`);
    expect(locs).toContain(`${origin}/Privacy`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists no editor, login, section redirect or prefixed URL', () => {
    for (const page of protectedPages()) expect(locs).not.toContain(`${origin}${page.path}`);
    for (const { from } of sectionRedirects()) expect(locs).not.toContain(`${origin}${from}`);
    expect(locs).not.toContain(`${origin}/login`);
    expect(locs.some((loc) => loc.endsWith('/edit'))).toBe(false);
    expect(locs.some((loc) => /^https:\/\/www\.example\.com\/(en|ko)(\/|$)/.test(loc))).toBe(false);
  });

  it('lists every news, video and announcement with its last change', () => {
    const byLoc = new Map(listed.map((url) => [url.loc, url]));
    expect(byLoc.get(`${origin}/newsroom/News/3`)?.lastmod).toBe('2025-04-03T10:30:00.000Z');
    expect(byLoc.get(`${origin}/newsroom/News/7`)?.lastmod).toBe('2025-05-01T15:00:00.000Z');
    expect(byLoc.get(`${origin}/newsroom/Youtube/2`)?.lastmod).toBe('2025-01-15T12:00:00.000Z');
    expect(byLoc.get(`${origin}/ir/Announcement/11`)?.lastmod).toBe('2024-12-31T23:00:00.000Z');
    expect(byLoc.get(`${origin}/company/Location`)?.lastmod).toBeUndefined();
    expect(listed).toHaveLength(1 + routedPages().filter((p) => !p.protected).length + 7);
  });

  const koreanOnly = ['/newsroom/News/9', '/newsroom/Youtube/4', '/ir/Announcement/12'].map(
    (path) => `${origin}${path}`,
  );

  it('leaves the English page of an item without an English version out: no alternates for it', () => {
    for (const loc of koreanOnly) {
      expect(locs).toContain(loc);
      expect(listed.find((url) => url.loc === loc)?.alternates).toEqual({});
    }
  });

  it('gives every other URL absolute ko, en and x-default alternates', () => {
    for (const url of listed.filter((entry) => !koreanOnly.includes(entry.loc))) {
      const path = url.loc.slice(origin.length);
      expect(url.alternates).toEqual({
        ko: url.loc,
        en: path === '/' ? `${origin}/en` : `${origin}/en${path}`,
        'x-default': url.loc,
      });
    }
  });

  it('escapes what XML would misread', () => {
    const xml = renderSitemapXml("https://a.example/?x=1&y='2'", { news: [], videos: [], announcements: [] });
    expect(xml).toContain('https://a.example/?x=1&amp;y=&apos;2&apos;');
    parse(xml);
  });
});
