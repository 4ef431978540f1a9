import { textOfHtml } from './html';

/** The English columns an editor saves: both null when the item has no English version. */
export interface EnglishValues {
  title_en: string | null;
  content_en: string | null;
}

/** Why an English version cannot be saved: the message's locale key. */
export type EnglishError = 'admin:languages.english_incomplete' | 'admin:languages.english_title_needed';

/** What the English tab holds, checked: the values to save, or the message to show. */
export type EnglishCheck = { ok: true; values: EnglishValues } | { ok: false; error: EnglishError };

const NONE: EnglishValues = { title_en: null, content_en: null };

/**
 * The English version of news or an announcement: optional but whole. Both fields empty is no English
 * version; a title (trimmed) and a body with text are one; anything between is refused, as the database
 * would refuse it.
 */
export function checkWholeEnglish(title: string, content: string): EnglishCheck {
  const trimmed = title.trim();
  const hasBody = textOfHtml(content) !== '';
  if (!trimmed && !hasBody && !/<img\b/i.test(content)) return { ok: true, values: NONE };
  if (!trimmed || !hasBody) return { ok: false, error: 'admin:languages.english_incomplete' };
  return { ok: true, values: { title_en: trimmed, content_en: content } };
}

/**
 * The English version of a shareholder notice: its body may stay empty (as the Korean one may), but a body
 * needs a title.
 */
export function checkTitledEnglish(title: string, content: string): EnglishCheck {
  const trimmed = title.trim();
  const body = textOfHtml(content) !== '' || /<img\b/i.test(content) ? content : '';
  if (!trimmed) {
    return body ? { ok: false, error: 'admin:languages.english_title_needed' } : { ok: true, values: NONE };
  }
  return { ok: true, values: { title_en: trimmed, content_en: body } };
}

/** A video's English title: trimmed, or null when left empty. */
export function englishTitle(title: string): string | null {
  return title.trim() || null;
}
