import { type Language, languages } from './keys';

/** True for the two site languages only (spec section 5: other values are ignored). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Splits a first path segment `en` or `ko` off a pathname: `/en/company/Location` gives
 * `{ language: 'en', path: '/company/Location' }`; `/en` gives path `/`. Other paths keep their path
 * and have no language.
 */
export function parseLanguagePath(pathname: string): { language: Language | undefined; path: string } {
  const match = /^\/(ko|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { language: undefined, path: pathname || '/' };
  return { language: match[1] as Language, path: match[2] || '/' };
}

/** The language a `lng` query value names, if it is one of the two (e.g. from `?lng=en`). */
export function languageFromQuery(search: string): Language | undefined {
  const value = new URLSearchParams(search).get('lng');
  return isLanguage(value) ? value : undefined;
}

/** The path with a language prefix: `/en/...` for English, `/ko/...` for Korean. */
export function withLanguage(path: string, language: Language): string {
  const { path: bare } = parseLanguagePath(path);
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/**
 * hreflang alternates of a path: Korean is the unprefixed URL (also x-default), English the /en URL.
 * With an origin (`https://example.com`) the hrefs are absolute, as search engines want them.
 */
export function hreflangAlternates(
  path: string,
  origin = '',
): { hrefLang: Language | 'x-default'; href: string }[] {
  const { path: bare } = parseLanguagePath(path);
  const base = origin.replace(/\/+$/, '');
  const korean = `${base}${bare}`;
  return [
    { hrefLang: 'ko', href: korean },
    { hrefLang: 'en', href: `${base}${withLanguage(bare, 'en')}` },
    { hrefLang: 'x-default', href: korean },
  ];
}
