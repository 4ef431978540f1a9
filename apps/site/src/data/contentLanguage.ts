import type { Language } from '@company/content';

/**
 * Which version of a content item a page shows. Korean pages always show the Korean text; English pages show
 * the English version where the row has one (`title_en` is set: the database keeps news and announcements
 * whole, title and body together) and the Korean text, marked as such, where it has none.
 */

/** The optional English version of a row. */
export interface EnglishColumns {
  title_en?: string | null;
  content_en?: string | null;
}

/** A text as a page shows it: the text, its language, and whether it stands in for a missing translation. */
export interface ShownText<T = string> {
  text: T;
  lang: Language;
  /** Korean text on an English page: the item has no English version. */
  fallback: boolean;
}

/** True when the row has an English version. */
export function hasEnglish(row: Pick<EnglishColumns, 'title_en'>): boolean {
  return row.title_en != null;
}

/** The language a row is shown in on a page of `language`. */
export function shownLanguage(row: Pick<EnglishColumns, 'title_en'>, language: Language): Language {
  return language === 'en' && hasEnglish(row) ? 'en' : 'ko';
}

function shown<T>(
  korean: T,
  english: T | null | undefined,
  row: Pick<EnglishColumns, 'title_en'>,
  language: Language,
): ShownText<T> {
  const lang = shownLanguage(row, language);
  return { text: lang === 'en' && english != null ? english : korean, lang, fallback: lang !== language };
}

/** The title a page of `language` shows for the row. */
export function shownTitle(row: { title: string } & EnglishColumns, language: Language): ShownText {
  return shown(row.title, row.title_en, row, language);
}

/** The body a page of `language` shows for the row (stored or sanitised HTML). */
export function shownContent<T>(
  row: { content: T; content_en?: T | null; title_en?: string | null },
  language: Language,
): ShownText<T> {
  return shown(row.content, row.content_en, row, language);
}
