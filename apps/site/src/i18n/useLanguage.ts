import { type Language, parseLanguagePath, withLanguage } from '@company/content';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The language on screen now. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ko';
}

/**
 * Turns a site path into the href to use from the current page: when the visitor is on a language-prefixed
 * URL (/en/..., /ko/...), links keep that prefix; unprefixed pages link unprefixed.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const prefix = parseLanguagePath(pathname).language;
  return useCallback(
    (path: string) => {
      if (!path.startsWith('/') || !prefix) return path;
      return withLanguage(path, prefix);
    },
    [prefix],
  );
}

/** The current path without its language prefix. */
export function useBarePath(): string {
  const { pathname } = useLocation();
  return parseLanguagePath(pathname).path;
}
