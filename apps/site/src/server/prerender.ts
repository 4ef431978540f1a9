import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sectionRedirects, withLanguage } from '@company/content';
import { buildNewsFeed, buildSitemapXml, itemPaths, languagePath, publicPagePaths, robotsTxt } from '../seo';
import { SSR_STATE_ID } from '../ssr/state';
import type { Manifest, Styles } from './document';
import { type BackendConfig, createSiteRenderer, loadBuild } from './entry';

/** The prefixes a page is served under: Korean unprefixed, English, and the Korean alias. */
const prefixes = ['', '/en', '/ko'] as const;

function withPrefix(prefix: (typeof prefixes)[number], path: string): string {
  if (!prefix) return path;
  return withLanguage(path, prefix === '/en' ? 'en' : 'ko');
}

/** Every public page without an id (the sitemap's pages, and login), in all three prefixes. */
export function staticPagePaths(): string[] {
  const pages = [...publicPagePaths(), '/login'];
  return prefixes.flatMap((prefix) => pages.map((path) => withPrefix(prefix, path)));
}

function fileFor(clientDir: string, path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html');
}

function write(file: string, html: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

function redirectPage(to: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="canonical" href="${to}"><meta http-equiv="refresh" content="0; url=${to}"><title>${to}</title></head><body><a href="${to}">${to}</a></body></html>`;
}

export interface PrerenderOptions {
  clientDir: string;
  serverDir: string;
  /** The site's public origin, for canonical URLs. */
  origin: string;
  /** Read lists and details from this backend while rendering; without it data sections render empty. */
  backend?: BackendConfig;
  /** Paths with ids to render as well (news, video and announcement details), when a backend is named. */
  detailPaths?: readonly string[];
}

/** The text of every style sheet the build's manifest names (pages inline theirs). */
function readStyles(clientDir: string): Styles {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return Object.fromEntries([...files].map((file) => [file, readFileSync(join(clientDir, file), 'utf8')]));
}

/**
 * Writes every static page of the site as HTML into the client build (`/company/Intro` becomes
 * company/Intro/index.html), the section redirects as redirect pages, 404.html and robots.txt (with a
 * backend also the details, sitemap.xml and the feeds). First it keeps the built index.html (the template),
 * Vite's manifest and the style sheets' text next to the server build.
 */
export async function prerenderSite(options: PrerenderOptions): Promise<{ pages: number }> {
  const index = join(options.clientDir, 'index.html');
  const templateCopy = join(options.serverDir, 'template.html');
  const indexHtml = readFileSync(index, 'utf8');
  if (!indexHtml.includes(`id="${SSR_STATE_ID}"`)) {
    writeFileSync(templateCopy, indexHtml);
    copyFileSync(join(options.clientDir, '.vite/manifest.json'), join(options.serverDir, 'manifest.json'));
    writeFileSync(join(options.serverDir, 'styles.json'), JSON.stringify(readStyles(options.clientDir)));
  } else if (!existsSync(templateCopy)) {
    throw new Error(
      'index.html is already a rendered page and no template was kept: run `vite build` first.',
    );
  }
  const renderer = createSiteRenderer({ ...loadBuild(options.serverDir), backend: options.backend });
  const paths = [...staticPagePaths(), ...(options.backend ? (options.detailPaths ?? []) : [])];
  let pages = 0;
  for (const path of paths) {
    const page = await renderer.render(path, {
      origin: options.origin,
      withData: options.backend !== undefined,
    });
    if (page.status !== 200) throw new Error(`Prerendering ${path} answered ${page.status}`);
    write(fileFor(options.clientDir, path), page.html);
    pages += 1;
  }
  for (const prefix of prefixes) {
    for (const { from, to } of sectionRedirects()) {
      write(fileFor(options.clientDir, withPrefix(prefix, from)), redirectPage(withPrefix(prefix, to)));
    }
  }
  const notFound = await renderer.render('/404', { origin: options.origin, withData: false });
  write(join(options.clientDir, '404.html'), notFound.html);
  // For a static host: the documents the backend otherwise answers itself.
  write(join(options.clientDir, 'robots.txt'), robotsTxt(options.origin));
  if (options.backend) {
    write(join(options.clientDir, 'sitemap.xml'), await buildSitemapXml(options.origin));
    write(join(options.clientDir, 'rss.xml'), await buildNewsFeed(options.origin, 'ko'));
    write(join(options.clientDir, 'en/rss.xml'), await buildNewsFeed(options.origin, 'en'));
  }
  return { pages };
}

/** The detail pages of every news item, video and announcement, in Korean and English. */
export function detailPaths(items: { news: number[]; videos: number[]; announcements: number[] }): string[] {
  const paths = [
    ...items.news.map(itemPaths.news),
    ...items.videos.map(itemPaths.video),
    ...items.announcements.map(itemPaths.announcement),
  ];
  return paths.flatMap((path) => [languagePath(path, 'ko'), languagePath(path, 'en')]);
}
