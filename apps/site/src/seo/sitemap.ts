import { hreflangAlternates, routedPages } from '@company/content';
import { hasEnglish } from '../data/contentLanguage';
import { postMoment } from '../data/postDate';
import { fetchSitemapItems } from '../data/reads';
import type { SitemapItems, SitemapRow } from '../data/types';
import { absoluteUrl, itemPaths } from './urls';
import { escapeXml, isoDate } from './xml';

/**
 * Every public page's unprefixed path: home, then each routed menu page (listed or hidden) that needs no
 * sign-in. Section paths (redirects), login, the editors and not-found are left out.
 */
export function publicPagePaths(): string[] {
  return [
    '/',
    ...routedPages()
      .filter((page) => !page.protected)
      .map((page) => page.path),
  ];
}

interface SitemapEntry {
  path: string;
  lastmod?: string;
  /** An item without an English version: its English page is no page of its own (canonical to Korean). */
  koreanOnly?: boolean;
}

/** The later of an item's publication (or creation) and update time. */
function lastModified(row: SitemapRow): string | undefined {
  const dates = [isoDate(postMoment(row)), isoDate(row.updated_at)].filter((d): d is string => !!d);
  return dates.sort().at(-1);
}

/** The sitemap's entries: every public page, then every news, video and announcement detail. */
export function sitemapEntries(items: SitemapItems): SitemapEntry[] {
  const rows = (list: SitemapRow[], pathOf: (id: number) => string) =>
    list.map((row) => ({ path: pathOf(row.id), lastmod: lastModified(row), koreanOnly: !hasEnglish(row) }));
  return [
    ...publicPagePaths().map((path) => ({ path })),
    ...rows(items.news, itemPaths.news),
    ...rows(items.videos, itemPaths.video),
    ...rows(items.announcements, itemPaths.announcement),
  ];
}

function urlElement(origin: string, { path, lastmod, koreanOnly }: SitemapEntry): string {
  const alternates = (koreanOnly ? [] : hreflangAlternates(path, origin)).map(
    ({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
  );
  return [
    '<url>',
    `<loc>${escapeXml(absoluteUrl(origin, path))}</loc>`,
    lastmod ? `<lastmod>${lastmod}</lastmod>` : '',
    ...alternates,
    '</url>',
  ].join('');
}

/**
 * sitemap.xml for the given items: each URL is the canonical Korean (unprefixed) one, with its ko, en and
 * x-default alternates; an item without an English version has no English entry (and so no alternates).
 */
export function renderSitemapXml(origin: string, items: SitemapItems): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitemapEntries(items).map((entry) => urlElement(origin, entry)),
    '</urlset>',
    '',
  ].join('\n');
}

/** sitemap.xml with every item read from the backend. */
export async function buildSitemapXml(origin: string): Promise<string> {
  return renderSitemapXml(origin, await fetchSitemapItems());
}
