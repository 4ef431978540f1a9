// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  readStoredLanguage,
  resolveLanguage,
  storeLanguage,
} from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('resolveLanguage', () => {
  it('takes a first path segment en or ko', () => {
    expect(resolveLanguage({ pathname: '/en/company/Location', search: '' })).toEqual({
      language: 'en',
      fromUrl: true,
    });
    expect(resolveLanguage({ pathname: '/ko', search: '?lng=en' })).toEqual({
      language: 'ko',
      fromUrl: true,
    });
    expect(resolveLanguage({ pathname: '/en', search: '' }).language).toBe('en');
  });

  it('then ?lng=en|ko, ignoring other values', () => {
    expect(resolveLanguage({ pathname: '/company', search: '?lng=en' })).toEqual({
      language: 'en',
      fromUrl: true,
    });
    expect(resolveLanguage({ pathname: '/company', search: '?lng=fr' })).toEqual({
      language: 'ko',
      fromUrl: false,
    });
    expect(resolveLanguage({ pathname: '/english', search: '' }).language).toBe('ko');
  });

  it('then the stored choice, then the i18next cookie and storage keys, else Korean', () => {
    const stored = memoryStorage({ [LANGUAGE_STORAGE_KEY]: JSON.stringify({ state: { language: 'en' } }) });
    expect(resolveLanguage({ pathname: '/', search: '', localStorage: stored }).language).toBe('en');
    expect(resolveLanguage({ pathname: '/', search: '', cookie: 'a=1; i18next=en' }).language).toBe('en');
    expect(
      resolveLanguage({ pathname: '/', search: '', cookie: 'site-language=en; i18next=ko' }).language,
    ).toBe('en');
    const legacy = memoryStorage({ i18nextLng: 'en' });
    expect(resolveLanguage({ pathname: '/', search: '', sessionStorage: legacy }).language).toBe('en');
    expect(resolveLanguage({ pathname: '/', search: '' })).toEqual({ language: 'ko', fromUrl: false });
  });
});

describe('the language cookie', () => {
  it('is site-wide, lasts a year and is sent on top-level navigations', () => {
    expect(languageCookie('en')).toBe('site-language=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('the stored choice', () => {
  it('round-trips under language-storage and ignores garbage', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'en');
    expect(readStoredLanguage(storage)).toBe('en');
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: '{broken' }))).toBeUndefined();
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: '"de"' }))).toBeUndefined();
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ko' }))).toBe('ko');
  });
});
