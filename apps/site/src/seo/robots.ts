import { fixedRoutes, protectedPages } from '@company/content';
import { trimOrigin } from './origin';

const languagePrefixes = ['', '/en', '/ko'] as const;

/**
 * The unprefixed paths robots must not crawl: every editor page, the news edit route and the dashboard (their
 * parameters as the `*` wildcard search engines understand) and the login page.
 */
export function adminPaths(): string[] {
  return [
    ...protectedPages().map((page) => page.path),
    ...fixedRoutes
      .filter((route) => route.protected || route.pageKey === 'login')
      .map((route) => route.path.replace(/:[a-z]+/g, '*')),
  ];
}

/** robots.txt: everything public may be crawled; the admin pages and login under every language prefix may not. */
export function robotsTxt(origin: string): string {
  const disallowed = languagePrefixes.flatMap((prefix) => adminPaths().map((path) => `${prefix}${path}`));
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${trimOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}
