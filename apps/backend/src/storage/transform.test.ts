import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasGps, jpegWithExif, pngBomb, stripesPng } from '../../test/support/test-images';
import { StorageError } from './errors';
import {
  outputFormat,
  parseTransform,
  renderImage,
  type TransformOptions,
  variantEtag,
  variantName,
} from './transform';

const parse = (query: string) => parseTransform(new URLSearchParams(query));
const refused = (query: string) => {
  try {
    parse(query);
  } catch (error) {
    return error instanceof StorageError ? error.statusCode : 'other';
  }
  return 'accepted';
};
const options = (more: Partial<TransformOptions> = {}): TransformOptions => ({
  width: undefined,
  height: undefined,
  resize: 'cover',
  quality: 80,
  format: undefined,
  ...more,
});

describe('transformation parameters', () => {
  it('reads Supabase’s five parameters with their defaults', () => {
    expect(parse('')).toEqual(options());
    expect(parse('width=500&height=600&resize=contain&quality=55&format=origin')).toEqual(
      options({ width: 500, height: 600, resize: 'contain', quality: 55, format: 'origin' }),
    );
    // 0 means none, as storage-api reads it; other parameters are someone else's.
    expect(parse('width=0&height=20&download=a.png&cacheNonce=3')).toEqual(options({ height: 20 }));
  });
  it('refuses sizes above 2500, qualities outside 20–100 and unknown modes with 400', () => {
    for (const query of [
      'width=2501',
      'height=2501',
      'width=-1',
      'width=1.5',
      'width=abc',
      'quality=19',
      'quality=101',
      'quality=0',
      'quality=high',
      'resize=stretch',
      'format=png',
      'width=10&width=20',
    ]) {
      expect(refused(query), query).toBe('400');
    }
    for (const query of [
      'width=2500',
      'height=1',
      'quality=20',
      'quality=100',
      'format=webp',
      'format=avif',
    ]) {
      expect(refused(query), query).toBe('accepted');
    }
  });
  it('answers AVIF if accepted, else WebP if accepted, else the source’s format', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(outputFormat(options(), chrome, 'jpeg')).toBe('avif');
    expect(outputFormat(options(), 'image/webp,*/*', 'jpeg')).toBe('webp');
    expect(outputFormat(options(), 'image/avif;q=0, image/webp', 'png')).toBe('webp');
    expect(outputFormat(options(), '*/*', 'png')).toBe('png');
    expect(outputFormat(options(), undefined, 'gif')).toBe('gif');
    expect(outputFormat(options({ format: 'origin' }), chrome, 'jpeg')).toBe('jpeg');
    expect(outputFormat(options({ format: 'webp' }), '*/*', 'jpeg')).toBe('webp');
  });
  it('names a variant by its parameters and format, and its ETag by the version too', () => {
    const name = variantName(options({ width: 800 }), 'webp');
    expect(name).toBe('w800-h0-cover-q80.webp');
    expect(variantName(parse('width=800&resize=cover&quality=80'), 'webp')).toBe(name);
    const version = '0b0e0c2e-4d7f-4a5e-9e0c-2f9a1b3c4d5e';
    expect(variantEtag(version, name)).toBe(variantEtag(version, name));
    expect(variantEtag(version, name)).not.toBe(
      variantEtag(version, variantName(options({ width: 800 }), 'avif')),
    );
    expect(variantEtag(version, name)).not.toBe(variantEtag('1b0e0c2e-4d7f-4a5e-9e0c-2f9a1b3c4d5e', name));
  });
});

describe('renderImage', () => {
  it('applies EXIF orientation and keeps no metadata, GPS included', async () => {
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    expect(hasGps(before.exif)).toBe(true);
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const output = await renderImage(input, options(), format);
      const after = await sharp(output).metadata();
      expect([after.width, after.height], format).toEqual([200, 300]);
      expect(after.exif, format).toBeUndefined();
      expect(hasGps(after.exif), format).toBe(false);
      expect(after.orientation, format).toBeUndefined();
      expect(after.xmp, format).toBeUndefined();
      expect(output.includes(Buffer.from('TestPhone')), format).toBe(false);
    }
  });
  it('fits each resize mode as imgproxy does, and never enlarges', async () => {
    const input = await stripesPng(400, 200);
    const size = async (more: Partial<TransformOptions>) => {
      const meta = await sharp(await renderImage(input, options(more), 'png')).metadata();
      return [meta.width, meta.height];
    };
    expect(await size({ width: 100, height: 100, resize: 'cover' })).toEqual([100, 100]);
    expect(await size({ width: 100, height: 100, resize: 'contain' })).toEqual([100, 50]);
    expect(await size({ width: 100, height: 100, resize: 'fill' })).toEqual([100, 100]);
    expect(await size({ width: 100 })).toEqual([100, 50]);
    expect(await size({ height: 50 })).toEqual([100, 50]);
    expect(await size({ width: 2000 })).toEqual([400, 200]);
    expect(await size({})).toEqual([400, 200]);
  });
  it('refuses an image whose header claims more than 50 megapixels, without decoding it', async () => {
    const started = Date.now();
    const before = process.memoryUsage().rss;
    await expect(renderImage(pngBomb(30000, 30000), options({ width: 100 }), 'webp')).rejects.toMatchObject({
      statusCode: '400',
      message: 'The source image resolution is too large to process',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });
  it('refuses what is not an image', async () => {
    await expect(
      renderImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), options(), 'png'),
    ).rejects.toMatchObject({
      statusCode: '400',
    });
  });
});
