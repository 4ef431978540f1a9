import { fixedRoutes, type Language, parseLanguagePath, withLanguage } from '@company/content';
import { trimOrigin } from './origin';

/** `${origin}${path}`, leaving absolute URLs (http:, https:) as they are. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${trimOrigin(origin)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The canonical path of a pathname: English pages are canonical under /en, Korean ones unprefixed (so the
 * /ko alias points at the unprefixed URL).
 */
export function canonicalPath(pathname: string): string {
  const { language, path } = parseLanguagePath(pathname);
  return language === 'en' ? withLanguage(path, 'en') : path;
}

/**
 * The canonical path of a content item's page: as `canonicalPath`, except that an item without an English
 * version (`translated` false) has one page only, the Korean one, which its English page points to.
 */
export function itemCanonicalPath(pathname: string, translated: boolean): string {
  return translated ? canonicalPath(pathname) : parseLanguagePath(pathname).path;
}

/** A site path in one language: unprefixed for Korean, under /en for English. */
export function languagePath(path: string, language: Language): string {
  return language === 'en' ? withLanguage(path, 'en') : parseLanguagePath(path).path;
}

/** Where the newsroom feed of a language is served. */
export function feedPath(language: Language): string {
  return language === 'en' ? '/en/rss.xml' : '/rss.xml';
}

function detailPath(pageKey: 'news_detail' | 'youtube_detail' | 'announcement_detail', id: number): string {
  const route = fixedRoutes.find((r) => r.pageKey === pageKey);
  if (!route) throw new Error(`No route for ${pageKey}`);
  return route.path.replace(':id', String(id));
}

/** The unprefixed detail paths of the three kinds of items (from the fixed routes). */
export const itemPaths = {
  news: (id: number) => detailPath('news_detail', id),
  video: (id: number) => detailPath('youtube_detail', id),
  announcement: (id: number) => detailPath('announcement_detail', id),
};
