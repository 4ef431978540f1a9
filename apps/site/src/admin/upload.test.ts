// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/admin.json';
import ko from '../../../../locales/ko/admin.json';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from './upload';

const bucketMigration = readFileSync(
  resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../../../../supabase/migrations/20260101000100_news_images_bucket.sql',
  ),
  'utf8',
);

const typeNames: Record<(typeof IMAGE_TYPES)[number], RegExp> = {
  'image/png': /PNG/,
  'image/jpeg': /JPE?G/,
  'image/gif': /GIF/,
  'image/webp': /WebP/,
};

describe('the upload limits the editor checks and states', () => {
  it('are the bucket’s: its types and its size', () => {
    const [, size, types] = /values \('news-images', 'news-images', true, (\d+),\s*array\[([^\]]*)\]\)/.exec(
      bucketMigration,
    ) ?? ['', '', ''];
    expect(Number(size)).toBe(IMAGE_MAX_BYTES);
    expect(types.match(/'[^']+'/g)?.map((type) => type.slice(1, -1))).toEqual([...IMAGE_TYPES]);
  });

  it('are named in full by every hint and refusal, in both languages', () => {
    for (const texts of [ko, en]) {
      for (const text of [
        texts.news_edit.thumbnail_help,
        texts.news_edit.thumbnail_wrong_type,
        texts.news_edit.image_wrong_type,
        texts.body_image.hint,
      ]) {
        for (const name of Object.values(typeNames)) expect(text).toMatch(name);
      }
      for (const text of [
        texts.news_edit.thumbnail_help,
        texts.body_image.hint,
        texts.news_edit.image_too_large,
      ]) {
        expect(text).toMatch(/10 ?MB/);
      }
    }
  });
});
