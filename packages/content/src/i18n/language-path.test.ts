import { describe, expect, it } from 'vitest';
import {
  hreflangAlternates,
  isLanguage,
  languageFromQuery,
  parseLanguagePath,
  withLanguage,
} from './language-path';

describe('language in the URL', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/ko', 'ko', '/'],
    ['/en/', 'en', '/'],
    ['/en/company/Location', 'en', '/company/Location'],
    ['/ko/newsroom/News/3', 'ko', '/newsroom/News/3'],
    ['/company/Location', undefined, '/company/Location'],
    ['/english', undefined, '/english'],
    ['/fr/company', undefined, '/fr/company'],
    ['/', undefined, '/'],
  ])('%s gives language %s and path %s', (pathname, language, path) => {
    expect(parseLanguagePath(pathname)).toEqual({ language, path });
  });

  it('accepts only en and ko from the query string', () => {
    expect(languageFromQuery('?lng=en')).toBe('en');
    expect(languageFromQuery('?x=1&lng=ko')).toBe('ko');
    expect(languageFromQuery('?lng=fr')).toBeUndefined();
    expect(languageFromQuery('?lng=EN')).toBeUndefined();
    expect(languageFromQuery('')).toBeUndefined();
    expect(isLanguage('ko')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });

  it('prefixes paths and lists hreflang alternates', () => {
    expect(withLanguage('/', 'en')).toBe('/en');
    expect(withLanguage('/ko/careers/Jobs', 'en')).toBe('/en/careers/Jobs');
    expect(hreflangAlternates('/en/careers/Jobs')).toEqual([
      { hrefLang: 'ko', href: '/careers/Jobs' },
      { hrefLang: 'en', href: '/en/careers/Jobs' },
      { hrefLang: 'x-default', href: '/careers/Jobs' },
    ]);
  });

  it('gives absolute alternates with an origin: Korean unprefixed, English under /en', () => {
    expect(hreflangAlternates('/ko/newsroom/News/3', 'https://example.com/')).toEqual([
      { hrefLang: 'ko', href: 'https://example.com/newsroom/News/3' },
      { hrefLang: 'en', href: 'https://example.com/en/newsroom/News/3' },
      { hrefLang: 'x-default', href: 'https://example.com/newsroom/News/3' },
    ]);
    expect(hreflangAlternates('/en', 'https://example.com')).toEqual([
      { hrefLang: 'ko', href: 'https://example.com/' },
      { hrefLang: 'en', href: 'https://example.com/en' },
      { hrefLang: 'x-default', href: 'https://example.com/' },
    ]);
  });
});
