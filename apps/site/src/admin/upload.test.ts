// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/admin.json';
import ko from '../../../../locales/ko/admin.json';
import { checkImageBytes, IMAGE_MAX_BYTES, IMAGE_TYPES, sniffImageType } from './upload';

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

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

const samples = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR'),
  gif87: bytes('GIF87a', [0x40, 0x00]),
  gif89: bytes('GIF89a', [0x40, 0x00]),
  webp: bytes('RIFF', [0x24, 0x00, 0x00, 0x00], 'WEBPVP8 '),
  avif: bytes([0x00, 0x00, 0x00, 0x1c], 'ftypavif', [0, 0, 0, 0]),
  avifSequence: bytes([0x00, 0x00, 0x00, 0x1c], 'ftypavis', [0, 0, 0, 0]),
};

describe('an image’s bytes', () => {
  it('say its type, whatever its name', () => {
    expect(sniffImageType(samples.jpeg)).toBe('image/jpeg');
    expect(sniffImageType(samples.png)).toBe('image/png');
    expect(sniffImageType(samples.gif87)).toBe('image/gif');
    expect(sniffImageType(samples.gif89)).toBe('image/gif');
    expect(sniffImageType(samples.webp)).toBe('image/webp');
    expect(sniffImageType(samples.avif)).toBe('image/avif');
    expect(sniffImageType(samples.avifSequence)).toBe('image/avif');
  });

  it('are not an image for text, an empty file, a cut-off header or another RIFF file', () => {
    expect(sniffImageType(bytes('not an image'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(samples.png.slice(0, 7))).toBeNull();
    expect(sniffImageType(samples.jpeg.slice(0, 2))).toBeNull();
    expect(sniffImageType(bytes('GIF8'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(samples.webp.slice(0, 10))).toBeNull();
  });

  it('accept a file the bucket takes (by its bytes) and refuse the rest with the reason', async () => {
    const file = (data: Uint8Array, name: string, type: string) =>
      new File([data.slice().buffer], name, { type });
    await expect(checkImageBytes(file(samples.png, 'photo.jpg', 'image/jpeg'))).resolves.toEqual({
      ok: true,
      type: 'image/png',
    });
    await expect(checkImageBytes(file(samples.webp, 'a.webp', 'image/webp'))).resolves.toEqual({
      ok: true,
      type: 'image/webp',
    });
    await expect(checkImageBytes(file(bytes('not an image'), 'photo.jpg', 'image/jpeg'))).resolves.toEqual({
      ok: false,
      reason: 'content',
    });
    await expect(checkImageBytes(file(new Uint8Array(), 'empty.png', 'image/png'))).resolves.toEqual({
      ok: false,
      reason: 'content',
    });
    await expect(checkImageBytes(file(samples.avif, 'photo.jpg', 'image/jpeg'))).resolves.toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('are named in the refusal of both fields, in both languages', () => {
    for (const texts of [ko, en]) {
      for (const text of [texts.news_edit.thumbnail_not_image, texts.news_edit.image_not_image]) {
        for (const name of Object.values(typeNames)) expect(text).toMatch(name);
      }
    }
    expect(ko.news_edit.thumbnail_not_image).toMatch(/^썸네일 이미지: /);
    expect(en.news_edit.thumbnail_not_image).toMatch(/^Thumbnail image: /);
  });
});
