import { describe, expect, it } from 'vitest';
import { englishTwin, hasLanguagePrefix, visitorLanguage } from './language-redirect';

describe('the language of an unprefixed URL', () => {
  it('follows the stored choice first', () => {
    expect(visitorLanguage('site-language=en', 'ko-KR,ko;q=0.9')).toBe('en');
    expect(visitorLanguage('a=1; site-language=ko; b=2', 'en-US,en;q=0.9')).toBe('ko');
  });

  it('then the browser’s first preferred language the site has', () => {
    expect(visitorLanguage(undefined, 'en-US,en;q=0.9,ko;q=0.8')).toBe('en');
    expect(visitorLanguage(undefined, 'ko;q=0.5, en;q=0.9')).toBe('en');
    expect(visitorLanguage(undefined, 'de-DE, ko;q=0.9, en;q=0.8')).toBe('ko');
    expect(visitorLanguage('site-language=fr', 'fr, en;q=0.1')).toBe('en');
  });

  it('is Korean without a preference, or with none the site has', () => {
    expect(visitorLanguage(undefined, undefined)).toBe('ko');
    expect(visitorLanguage('', '*')).toBe('ko');
    expect(visitorLanguage(undefined, 'de, fr;q=0.5, en;q=0')).toBe('ko');
  });
});

describe('the English twin', () => {
  it('prefixes the path and keeps the query', () => {
    expect(englishTwin('/', '')).toBe('/en');
    expect(englishTwin('/newsroom/News', '?page=2')).toBe('/en/newsroom/News?page=2');
  });

  it('applies only to unprefixed paths', () => {
    expect(hasLanguagePrefix('/en')).toBe(true);
    expect(hasLanguagePrefix('/ko/company/Location')).toBe(true);
    expect(hasLanguagePrefix('/english')).toBe(false);
    expect(hasLanguagePrefix('/')).toBe(false);
  });
});
