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

/** hreflang alternates of a path: one per language, plus x-default (the unprefixed Korean path). */
export function hreflangAlternates(path: string): { hrefLang: Language | 'x-default'; href: string }[] {
  const { path: bare } = parseLanguagePath(path);
  return [
    ...languages.map((language) => ({ hrefLang: language, href: withLanguage(bare, language) })),
    { hrefLang: 'x-default' as const, href: bare },
  ];
}
