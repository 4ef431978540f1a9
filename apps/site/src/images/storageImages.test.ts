import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { parseStorageObjectUrl, renderImageUrl, shareImage, storageImage } from './storageImages';

const HOSTED = 'https://abcdefgh.supabase.co';
const hosted = createClient(HOSTED, 'anon-key').storage.from('news-images');

describe('storage image URLs', () => {
  it('reads a public object URL, relative or absolute, and nothing else', () => {
    expect(parseStorageObjectUrl('/storage/v1/object/public/news-images/seed/a.webp')).toEqual({
      origin: '',
      bucket: 'news-images',
      path: 'seed/a.webp',
    });
    expect(parseStorageObjectUrl(`${HOSTED}/storage/v1/object/public/news-images/news/b.jpg?t=1`)).toEqual({
      origin: HOSTED,
      bucket: 'news-images',
      path: 'news/b.jpg',
    });
    for (const other of [
      '/media/hero.webp',
      'https://img.youtube.com/vi/x/hqdefault.jpg',
      '/storage/v1/object/authenticated/news-images/a.png',
      '/storage/v1/object/public/news-images/',
      '//evil.example/storage/v1/object/public/news-images/a.png',
    ]) {
      expect(parseStorageObjectUrl(other)).toBeNull();
    }
  });

  it('names a transformation exactly as supabase-js getPublicUrl does', () => {
    const object = parseStorageObjectUrl(hosted.getPublicUrl('news/b.jpg').data.publicUrl);
    if (!object) throw new Error('not a public object URL');
    expect(renderImageUrl(object, { width: 640, height: 360 })).toBe(
      hosted.getPublicUrl('news/b.jpg', { transform: { width: 640, height: 360, resize: 'cover' } }).data
        .publicUrl,
    );
    expect(renderImageUrl(object, { width: 1200, height: 630, format: 'origin' })).toBe(
      hosted.getPublicUrl('news/b.jpg', {
        transform: { width: 1200, height: 630, resize: 'cover', format: 'origin' },
      }).data.publicUrl,
    );
    expect(renderImageUrl(object, { width: 960, quality: 70 })).toBe(
      hosted.getPublicUrl('news/b.jpg', { transform: { width: 960, quality: 70 } }).data.publicUrl,
    );
  });

  it('offers a card its widths, cropped to 16:9, with the intrinsic size of the widest', () => {
    const image = storageImage('/storage/v1/object/public/news-images/news/b.jpg', 'card');
    expect(image.src).toBe(
      '/storage/v1/render/image/public/news-images/news/b.jpg?width=640&height=360&resize=cover',
    );
    expect(image.srcSet?.split(', ')).toEqual([
      '/storage/v1/render/image/public/news-images/news/b.jpg?width=320&height=180&resize=cover 320w',
      '/storage/v1/render/image/public/news-images/news/b.jpg?width=480&height=270&resize=cover 480w',
      '/storage/v1/render/image/public/news-images/news/b.jpg?width=640&height=360&resize=cover 640w',
      '/storage/v1/render/image/public/news-images/news/b.jpg?width=960&height=540&resize=cover 960w',
    ]);
    expect([image.width, image.height]).toEqual([960, 540]);
  });

  it('offers a body image in its own shape, in widths up to its own', () => {
    const url = `${HOSTED}/storage/v1/object/public/news-images/news/b.jpg`;
    const render = `${HOSTED}/storage/v1/render/image/public/news-images/news/b.jpg`;
    const large = storageImage(url, 'body', 4000);
    expect(large.src).toBe(`${render}?width=960`);
    expect(large.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
      '1920w',
    ]);
    expect(large.srcSet).not.toContain('height');
    expect(large.width).toBeUndefined();
    // Never a width the image does not have: the transformation does not enlarge.
    const small = storageImage(url, 'body', 800);
    expect(small.srcSet).toBe(`${render}?width=320 320w, ${render}?width=640 640w, ${render}?width=800 800w`);
    expect(small.src).toBe(`${render}?width=800`);
    expect(storageImage(url, 'body', 64)).toEqual({
      src: `${render}?width=64`,
      srcSet: `${render}?width=64 64w`,
    });
    // Of unknown width: one middle width, no descriptors to misstate it.
    expect(storageImage(url, 'body')).toEqual({ src: `${render}?width=960` });
  });

  it('leaves any other image as it is', () => {
    expect(storageImage('/media/hero.webp', 'card')).toEqual({ src: '/media/hero.webp' });
    expect(shareImage('/media/share/news.png')).toEqual({ url: '/media/share/news.png' });
  });

  it('makes the share image 1200 × 630 in the source format', () => {
    expect(shareImage('/storage/v1/object/public/news-images/news/b.jpg')).toEqual({
      url: '/storage/v1/render/image/public/news-images/news/b.jpg?width=1200&height=630&resize=cover&format=origin',
      width: 1200,
      height: 630,
    });
  });
});
