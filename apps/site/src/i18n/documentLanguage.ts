import type { Language } from '@company/content';

/**
 * Sets `<html lang>` to the page's language, writing it only when it changes. Each write, even of the same
 * value, makes the browser restyle every element a `:lang()` rule reaches (milliseconds on a phone), and
 * the server's HTML already carries the language the page starts in.
 */
export function setDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
}
