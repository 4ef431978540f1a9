// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentKind } from '@company/content';
import { describe, expect, it } from 'vitest';
import {
  checkForm,
  type FieldName,
  type FormValues,
  isLimited,
  kindFields,
  TOO_LONG_KEY,
  textLimits,
  tooLongFieldOf,
} from './itemFields';

const migrations = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../../supabase/migrations');
const kinds = Object.keys(kindFields) as ContentKind[];

/**
 * Each content table's length limits as the migrations leave them, in order (a later constraint on a column
 * replaces an earlier one): `length(col) <= N` and `length(btrim(col…)) between 1 and N` in the
 * `create table` and `alter table` statements of the four content tables.
 */
function databaseLimits(): Map<string, number> {
  const limits = new Map<string, number>();
  const statement = /\b(?:create|alter) table public\.(news|youtube|announcement|shareholders)\b[^;]*;/g;
  const limit = /\blength\((?:btrim\()?([a-z_]+)\b[^<]*?(?:<=\s*(\d+)|between 1 and (\d+))/g;
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(migrations, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const [text, table] of sql.matchAll(statement)) {
      for (const [, column, max, between] of text.matchAll(limit))
        limits.set(`${table}.${column}`, Number(max ?? between));
    }
  }
  return limits;
}

const empty: FormValues = {
  thumbnail: '',
  thumbnail_alt: '',
  thumbnail_alt_en: '',
  meeting_date: '',
  title: '',
  content: '',
  video_id: '',
  title_en: '',
  content_en: '',
};

describe('the limits of the text fields', () => {
  const database = databaseLimits();

  it('are found in the migrations (the parser reads them)', () => {
    expect(database.get('news.title')).toBeGreaterThan(0);
    expect(database.get('news.thumbnail_alt_en')).toBeGreaterThan(0);
  });

  it('are the database’s, for every field of every kind that has one', () => {
    for (const kind of kinds) {
      for (const field of kindFields[kind] as readonly FieldName[]) {
        // The thumbnail is an uploaded file's address, never typed.
        if (field === 'thumbnail') continue;
        const column = database.get(`${kind}.${field}`);
        expect([`${kind}.${field}`, isLimited(field) ? textLimits[field] : undefined]).toEqual([
          `${kind}.${field}`,
          column,
        ]);
      }
    }
  });
});

describe('a value over its limit', () => {
  it('is refused before saving, naming the field, even for a draft', () => {
    const check = checkForm('news', { ...empty, title: '가'.repeat(5000) }, 'draft');
    expect(check).toMatchObject({
      ok: false,
      error: TOO_LONG_KEY,
      language: 'ko',
      fields: { title: TOO_LONG_KEY },
    });
    const english = checkForm('announcement', {
      ...empty,
      title: '공고',
      content: '<p>본문</p>',
      title_en: 'A'.repeat(301),
      content_en: '<p>Body</p>',
    });
    expect(english).toMatchObject({ ok: false, language: 'en', fields: { title_en: TOO_LONG_KEY } });
    const video = checkForm('youtube', { ...empty, title: '가'.repeat(301), video_id: 'dQw4w9WgXcQ' });
    expect(video).toMatchObject({ ok: false, fields: { title: TOO_LONG_KEY } });
  });

  it('counts characters as the database does: a title trimmed, an emoji as one', () => {
    expect(checkForm('news', { ...empty, title: ` ${'가'.repeat(300)} ` }, 'draft').ok).toBe(true);
    expect(checkForm('news', { ...empty, title: '😀'.repeat(300) }, 'draft').ok).toBe(true);
    const alt = checkForm('news', { ...empty, title: '제목', thumbnail_alt: 'a'.repeat(301) }, 'draft');
    expect(alt).toMatchObject({ ok: false, language: null, fields: { thumbnail_alt: TOO_LONG_KEY } });
  });

  it('keeps the spec’s sentence when a needed field is missing too', () => {
    const check = checkForm('news', { ...empty, thumbnail_alt: 'a'.repeat(301) }, 'draft');
    expect(check).toMatchObject({
      ok: false,
      error: 'admin:news_edit.required',
      fields: { title: 'admin:form_guide.title_missing', thumbnail_alt: TOO_LONG_KEY },
    });
  });

  it('refused by the database is named by its check constraint', () => {
    const refusal = (constraint: string) => ({
      code: '23514',
      message: `new row for relation "news" violates check constraint "${constraint}"`,
    });
    expect(tooLongFieldOf(refusal('news_title_check'))).toBe('title');
    expect(tooLongFieldOf(refusal('news_thumbnail_alt_en_check'))).toBe('thumbnail_alt_en');
    expect(tooLongFieldOf(refusal('announcement_content_en_check'))).toBe('content_en');
    expect(tooLongFieldOf(refusal('youtube_video_id_check'))).toBeNull();
    expect(tooLongFieldOf(refusal('news_english_whole'))).toBeNull();
    expect(tooLongFieldOf({ code: '23505', message: 'duplicate key' })).toBeNull();
    expect(tooLongFieldOf(null)).toBeNull();
  });
});
