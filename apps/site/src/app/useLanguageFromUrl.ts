import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { setDocumentLanguage } from '../i18n/documentLanguage';
import { rememberLanguage, resolveLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';

/** Keeps i18next and <html lang> in step with the URL (prefix or ?lng), and remembers a choice the URL made. */
export function useLanguageFromUrl(): void {
  const { i18n } = useT();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const { language, fromUrl } = resolveLanguage({
      pathname,
      search,
      cookie: document.cookie,
      localStorage: window.localStorage,
      sessionStorage: window.sessionStorage,
    });
    if (fromUrl) rememberLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
    setDocumentLanguage(language);
  }, [pathname, search, i18n]);
}
