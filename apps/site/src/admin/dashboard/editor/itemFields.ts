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
  | 'thumbnail_alt'
  | 'meeting_date'
  | 'title'
  | 'content'
  | 'video_id'
  | 'title_en'
  | 'content_en'
  | 'thumbnail_alt_en';

/** The typed values of the form: every field as text ('' when empty), whatever the kind. */
export type FormValues = Record<Exclude<FieldName, 'thumbnail'>, string> & { thumbnail: string };

/** The fields of each kind, in the order the form shows them (English ones in the English tab). */
export const kindFields = {
  news: ['thumbnail', 'thumbnail_alt', 'title', 'content', 'title_en', 'content_en', 'thumbnail_alt_en'],
  youtube: ['title', 'title_en', 'video_id'],
  announcement: ['title', 'content', 'title_en', 'content_en'],
  shareholders: ['meeting_date', 'title', 'content', 'title_en', 'content_en'],
} as const satisfies Record<ContentKind, readonly FieldName[]>;

export const ENGLISH_FIELDS: ReadonlySet<FieldName> = new Set(['title_en', 'content_en', 'thumbnail_alt_en']);

export const hasField = (kind: ContentKind, field: FieldName): boolean =>
  (kindFields[kind] as readonly FieldName[]).includes(field);

/** The label of each field per kind (locale keys). */
export function fieldLabelKey(kind: ContentKind, field: FieldName): TranslationKey {
  const board = kind === 'announcement' || kind === 'shareholders';
  switch (field) {
    case 'thumbnail':
      return 'admin:news_edit.field_thumbnail';
    case 'thumbnail_alt':
      return 'admin:form_guide.thumbnail_alt';
    case 'thumbnail_alt_en':
      return 'admin:form_guide.thumbnail_alt_en';
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
  thumbnail_alt: '',
  meeting_date: '',
  title: '',
  content: '',
  video_id: '',
  title_en: '',
  content_en: '',
  thumbnail_alt_en: '',
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
/** Whether a field holds the same value in two versions (bodies compared as `comparableBody`). */
export function sameFieldValue(field: FieldName, a: string, b: string): boolean {
  return field === 'content' || field === 'content_en' ? comparableBody(a) === comparableBody(b) : a === b;
}

export function valuesDiffer(kind: ContentKind, a: FormValues, b: FormValues): boolean {
  return (kindFields[kind] as readonly FieldName[]).some(
    (field) => !sameFieldValue(field, a[field], b[field]),
  );
}

/** The content columns of a kind (what a save or a pending version writes). */
export type ContentRow<K extends ContentKind> = Omit<RowInputs[K], 'status' | 'published_at'>;

/** What a save asks for: a draft (private) or publishing (now or scheduled), which needs more. */
export type SaveLevel = 'draft' | 'publish';

/** Each field in error and its message's locale key. */
export type FieldProblems = Partial<Record<FieldName, TranslationKey>>;

export type FormCheck<K extends ContentKind> =
  | { ok: true; row: ContentRow<K> }
  | { ok: false; error: TranslationKey; language: 'ko' | 'en' | null; fields: FieldProblems };

/** The fields publishing needs, per kind, besides the title (and a video's key, which every save needs). */
export const publishNeeds: Record<ContentKind, readonly FieldName[]> = {
  news: ['thumbnail', 'content'],
  youtube: [],
  announcement: ['content'],
  shareholders: [],
};

/** Whether saving at `level` needs `field` (the title always; the rest only to publish). */
export const isRequired = (kind: ContentKind, field: FieldName, level: SaveLevel): boolean =>
  field === 'title' ||
  (kind === 'youtube' && field === 'video_id') ||
  (level === 'publish' && publishNeeds[kind].includes(field));

/** The message of each missing field (the database's refusal names the same columns). */
export const missingFieldKey: Partial<Record<FieldName, TranslationKey>> = {
  title: 'admin:form_guide.title_missing',
  thumbnail: 'admin:form_guide.thumbnail_missing',
  content: 'admin:form_guide.content_missing',
  video_id: 'admin:form_guide.video_missing',
};

/**
 * The most characters each text field may have: the database's check constraints (`length(col) <= N`, titles
 * once trimmed), so that a long value is refused here, by name, before the database refuses it.
 * `itemFields.limits.test.ts` holds them to the migrations.
 */
export const textLimits = {
  title: 300,
  title_en: 300,
  thumbnail_alt: 300,
  thumbnail_alt_en: 300,
  content: 1_000_000,
  content_en: 1_000_000,
} as const satisfies Partial<Record<FieldName, number>>;

export type LimitedField = keyof typeof textLimits;

export const isLimited = (field: FieldName): field is LimitedField => field in textLimits;

/** The message of a value over its field's limit (with the field's name and the limit). */
export const TOO_LONG_KEY: TranslationKey = 'admin:form_guide.too_long';

/** A value's length as the database counts it (characters, not UTF-16 units); titles are saved trimmed. */
export const savedLength = (field: LimitedField, value: string): number =>
  [...(field === 'title' || field === 'title_en' ? value.trim() : value)].length;

/** The fields of a kind whose value is over its limit. */
function tooLong(kind: ContentKind, values: FormValues): FieldProblems {
  const fields: FieldProblems = {};
  for (const field of kindFields[kind] as readonly FieldName[]) {
    if (isLimited(field) && savedLength(field, values[field]) > textLimits[field])
      fields[field] = TOO_LONG_KEY;
  }
  return fields;
}

const CONSTRAINT = /violates check constraint "(news|youtube|announcement|shareholders)_([a-z_]+?)_check"/;

/**
 * The field a database refusal of a too-long value names, from its check constraint
 * (`news_title_check` and the like, code 23514); null for any other error.
 */
export function tooLongFieldOf(error: unknown): LimitedField | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== '23514' || typeof message !== 'string') return null;
  const column = CONSTRAINT.exec(message)?.[2];
  return column !== undefined && isLimited(column as FieldName) ? (column as LimitedField) : null;
}

/** The first language tab with a field in error (the Korean one first), or null when none is in a tab. */
function languageOf(fields: FieldProblems): 'ko' | 'en' | null {
  const names = Object.keys(fields) as FieldName[];
  if (names.some((name) => name === 'title' || name === 'content')) return 'ko';
  if (names.some((name) => ENGLISH_FIELDS.has(name))) return 'en';
  return null;
}

const refuse = <K extends ContentKind>(fields: FieldProblems, error: TranslationKey): FormCheck<K> => ({
  ok: false,
  error,
  language: languageOf(fields),
  fields,
});

/** The spec's sentence for a save missing what the kind needs (news: 제목/썸네일/본문을 모두 입력해야 합니다.). */
const requiredKey: Record<ContentKind, TranslationKey> = {
  news: 'admin:news_edit.required',
  youtube: 'admin:youtube_editor.required',
  announcement: 'admin:announcement_editor.required',
  shareholders: 'admin:shareholders_editor.required',
};

/** The notice of a refused save: the spec's sentence when a needed field is missing, else "check the fields". */
const summaryOf = (kind: ContentKind, fields: FieldProblems): TranslationKey =>
  (['title', 'thumbnail', 'content', 'video_id'] as const).some(
    (name) => fields[name] === missingFieldKey[name],
  )
    ? requiredKey[kind]
    : Object.values(fields).every((key) => key === TOO_LONG_KEY)
      ? TOO_LONG_KEY
      : 'admin:form_guide.summary';

const hasBody = (html: string): boolean => textOfHtml(html) !== '' || /<img\b/i.test(html);

/**
 * What was typed, checked, as the row to save. `thumbnail` is the thumbnail to save (already uploaded or
 * kept). Every save needs a title (and a video its valid key); publishing (`level` 'publish') also needs what
 * the public page shows: news a thumbnail and a body with text, e-notices a body. English is optional but
 * whole, and every body image needs alternative text. Every field in error is named with its message.
 */
export function checkForm<K extends ContentKind>(
  kind: K,
  values: FormValues,
  level: SaveLevel = 'publish',
): FormCheck<K> {
  const title = values.title.trim();
  const hasText = textOfHtml(values.content) !== '';
  const fields: FieldProblems = tooLong(kind, values);
  if (!title) fields.title = 'admin:form_guide.title_missing';
  if (kind === 'youtube') {
    const videoId = parseVideoKey(values.video_id);
    if (!values.video_id.trim()) fields.video_id = 'admin:form_guide.video_missing';
    else if (!videoId) fields.video_id = 'admin:youtube_editor.invalid_key';
    if (!title || !videoId)
      return refuse(
        fields,
        title && values.video_id.trim() ? 'admin:youtube_editor.invalid_key' : requiredKey.youtube,
      );
    if (Object.keys(fields).length > 0) return refuse(fields, summaryOf(kind, fields));
    const row: ContentRow<'youtube'> = { title, video_id: videoId, title_en: englishTitle(values.title_en) };
    return { ok: true, row: row as ContentRow<K> };
  }
  if (level === 'publish') {
    if (kind === 'news' && !values.thumbnail) fields.thumbnail = 'admin:form_guide.thumbnail_missing';
    if ((kind === 'news' || kind === 'announcement') && !hasText)
      fields.content = 'admin:form_guide.content_missing';
  }
  const english =
    kind === 'shareholders'
      ? checkTitledEnglish(values.title_en, values.content_en)
      : checkWholeEnglish(values.title_en, values.content_en);
  if (!english.ok) fields[values.title_en.trim() ? 'content_en' : 'title_en'] = english.error;
  if (imagesMissingAlt(values.content) > 0) fields.content ??= 'admin:body_image.missing_alt';
  if (imagesMissingAlt(values.content_en) > 0) fields.content_en ??= 'admin:body_image.missing_alt';
  if (Object.keys(fields).length > 0) {
    const onlyEnglish = Object.keys(fields).every((name) => ENGLISH_FIELDS.has(name as FieldName));
    const englishError = onlyEnglish ? Object.values(fields)[0] : undefined;
    return refuse(fields, englishError ?? summaryOf(kind, fields));
  }
  if (!english.ok) return refuse({}, english.error);
  const body = hasText || /<img\b/i.test(values.content) ? values.content : '';
  if (kind === 'news') {
    const row: ContentRow<'news'> = {
      title,
      content: hasBody(values.content) ? values.content : null,
      thumbnail: values.thumbnail || null,
      thumbnail_alt: values.thumbnail_alt.trim() || null,
      thumbnail_alt_en: values.thumbnail_alt_en.trim() || null,
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
  const row: ContentRow<'announcement'> = { title, content: body || null, ...english.values };
  return { ok: true, row: row as ContentRow<K> };
}

/** Two sets of values field by field, as `RevisionDiff` shows them (bodies as their text). */
export function comparedValues(
  kind: ContentKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labelOf: (field: FieldName) => string,
  only?: readonly FieldName[],
): { label: string; before: string; after: string }[] {
  const fields = (kindFields[kind] as readonly FieldName[]).filter((field) => !only || only.includes(field));
  return fields.map((field) => ({
    label: labelOf(field),
    before: comparableValue(field, before[field]),
    after: comparableValue(field, after[field]),
  }));
}
