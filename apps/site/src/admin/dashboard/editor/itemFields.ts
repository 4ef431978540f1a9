import type { ContentKind, TranslationKey } from '@company/content';
import { checkTitledEnglish, checkWholeEnglish, englishTitle } from '../../englishVersion';
import { textOfHtml } from '../../html';
import type { RowInputs } from '../../mutations';
import { parseVideoKey } from '../../videoKey';
import { comparableValue } from '../revisionFields';
import type { StaffRows } from '../types';
import { imagesMissingAlt } from './bodyImages';

/**
 * What each kind's editor shows and saves, as data: one `ItemForm` renders any kind from its field list, and
 * one check turns what was typed into the row to save.
 */

/** Every field an editor may show. */
export type FieldName =
  | 'thumbnail'
  | 'meeting_date'
  | 'title'
  | 'content'
  | 'video_id'
  | 'title_en'
  | 'content_en';

/** The typed values of the form: every field as text ('' when empty), whatever the kind. */
export type FormValues = Record<Exclude<FieldName, 'thumbnail'>, string> & { thumbnail: string };

/** The fields of each kind, in the order the form shows them (English ones in the English tab). */
export const kindFields = {
  news: ['thumbnail', 'title', 'content', 'title_en', 'content_en'],
  youtube: ['title', 'title_en', 'video_id'],
  announcement: ['title', 'content', 'title_en', 'content_en'],
  shareholders: ['meeting_date', 'title', 'content', 'title_en', 'content_en'],
} as const satisfies Record<ContentKind, readonly FieldName[]>;

export const ENGLISH_FIELDS: ReadonlySet<FieldName> = new Set(['title_en', 'content_en']);

export const hasField = (kind: ContentKind, field: FieldName): boolean =>
  (kindFields[kind] as readonly FieldName[]).includes(field);

/** The label of each field per kind (locale keys). */
export function fieldLabelKey(kind: ContentKind, field: FieldName): TranslationKey {
  const board = kind === 'announcement' || kind === 'shareholders';
  switch (field) {
    case 'thumbnail':
      return 'admin:news_edit.field_thumbnail';
    case 'meeting_date':
      return 'admin:shareholders_editor.field_meeting_date';
    case 'title':
      if (kind === 'youtube') return 'admin:youtube_editor.field_title';
      return board ? 'admin:announcement_editor.field_title' : 'admin:news_edit.field_title';
    case 'content':
      return board ? 'admin:announcement_editor.field_content' : 'admin:news_edit.field_content';
    case 'video_id':
      return 'admin:youtube_editor.field_index';
    case 'title_en':
      return 'admin:languages.field_title_en';
    default:
      return 'admin:languages.field_content_en';
  }
}

const EMPTY: FormValues = {
  thumbnail: '',
  meeting_date: '',
  title: '',
  content: '',
  video_id: '',
  title_en: '',
  content_en: '',
};

/** The form's starting values: the item's, or empty ones for a new item. */
export function valuesOf<K extends ContentKind>(kind: K, item?: StaffRows[K]): FormValues {
  if (!item) return { ...EMPTY };
  const row = item as unknown as Record<string, unknown>;
  const values = { ...EMPTY };
  for (const field of kindFields[kind] as readonly FieldName[]) {
    const value = row[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** A body as compared: an empty editor (`<p></p>`, no text, no image) is no body. */
const comparableBody = (html: string): string =>
  textOfHtml(html) === '' && !/<img\b/i.test(html) ? '' : html;

/**
 * Whether two sets of values differ in a field the kind shows (an empty rich editor's markup is no change:
 * the editor reports `<p></p>` for an empty body).
 */
export function valuesDiffer(kind: ContentKind, a: FormValues, b: FormValues): boolean {
  return (kindFields[kind] as readonly FieldName[]).some((field) =>
    field === 'content' || field === 'content_en'
      ? comparableBody(a[field]) !== comparableBody(b[field])
      : a[field] !== b[field],
  );
}

/** The content columns of a kind (what a save or a pending version writes). */
export type ContentRow<K extends ContentKind> = Omit<RowInputs[K], 'status' | 'published_at'>;

export type FormCheck<K extends ContentKind> =
  | { ok: true; row: ContentRow<K> }
  | { ok: false; error: TranslationKey; language: 'ko' | 'en' | null };

/**
 * What was typed, checked, as the row to save. `thumbnail` is the thumbnail to save (already uploaded or
 * kept); news needs title, thumbnail and a body with text (tags stripped, trimmed); e-notices a title and a
 * body; shareholder notices a title; videos a title and a valid key. English is optional but whole, and every
 * body image needs alternative text.
 */
export function checkForm<K extends ContentKind>(kind: K, values: FormValues): FormCheck<K> {
  const title = values.title.trim();
  const hasText = textOfHtml(values.content) !== '';
  if (kind === 'youtube') {
    if (!title || !values.video_id.trim())
      return { ok: false, error: 'admin:youtube_editor.required', language: title ? null : 'ko' };
    const videoId = parseVideoKey(values.video_id);
    if (!videoId) return { ok: false, error: 'admin:youtube_editor.invalid_key', language: null };
    const row: ContentRow<'youtube'> = { title, video_id: videoId, title_en: englishTitle(values.title_en) };
    return { ok: true, row: row as ContentRow<K> };
  }
  if (kind === 'news' && (!title || !values.thumbnail || !hasText)) {
    return { ok: false, error: 'admin:news_edit.required', language: !title || !hasText ? 'ko' : null };
  }
  if (kind === 'announcement' && (!title || !hasText))
    return { ok: false, error: 'admin:announcement_editor.required', language: 'ko' };
  if (kind === 'shareholders' && !title)
    return { ok: false, error: 'admin:shareholders_editor.required', language: 'ko' };
  const english =
    kind === 'shareholders'
      ? checkTitledEnglish(values.title_en, values.content_en)
      : checkWholeEnglish(values.title_en, values.content_en);
  if (!english.ok) return { ok: false, error: english.error, language: 'en' };
  if (imagesMissingAlt(values.content) + imagesMissingAlt(values.content_en) > 0)
    return { ok: false, error: 'admin:body_image.missing_alt', language: null };
  const body = hasText || /<img\b/i.test(values.content) ? values.content : '';
  if (kind === 'news') {
    const row: ContentRow<'news'> = {
      title,
      content: values.content,
      thumbnail: values.thumbnail,
      ...english.values,
    };
    return { ok: true, row: row as ContentRow<K> };
  }
  if (kind === 'shareholders') {
    const row: ContentRow<'shareholders'> = {
      title,
      content: body,
      meeting_date: values.meeting_date || null,
      ...english.values,
    };
    return { ok: true, row: row as ContentRow<K> };
  }
  const row: ContentRow<'announcement'> = { title, content: body, ...english.values };
  return { ok: true, row: row as ContentRow<K> };
}

/** Two sets of values field by field, as `RevisionDiff` shows them (bodies as their text). */
export function comparedValues(
  kind: ContentKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labelOf: (field: FieldName) => string,
): { label: string; before: string; after: string }[] {
  return (kindFields[kind] as readonly FieldName[]).map((field) => ({
    label: labelOf(field),
    before: comparableValue(field, before[field]),
    after: comparableValue(field, after[field]),
  }));
}
