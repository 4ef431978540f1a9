import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stripesPng } from '../../test/support/test-images';
import { DiskObjectStore } from './disk';
import { FileStore } from './files';
import { objectKey, variantKey } from './object-store';
import { renderImage, type TransformOptions, variantName } from './transform';
import { AVIF_AT_ONCE, ByteLru, ImageVariants, TRANSFORMS_AT_ONCE } from './variants';

const dir = mkdtempSync(join(tmpdir(), 'variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const store = new DiskObjectStore(new FileStore(join(dir, 'storage')));
const VERSION = '0b0e0c2e-4d7f-4a5e-9e0c-2f9a1b3c4d5e';

const request = (width: number) => {
  const options: TransformOptions = {
    width,
    height: undefined,
    resize: 'cover',
    quality: 80,
    format: 'origin',
  };
  return {
    bucket: 'b',
    objectName: 'x.png',
    version: VERSION,
    name: variantName(options, 'png'),
    options,
    format: 'png' as const,
    source: 'png' as const,
  };
};

describe('ByteLru', () => {
  it('keeps at most its bytes, dropping the least recently used, and no entry above its bound', () => {
    const lru = new ByteLru(10, 6);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    lru.get('a');
    lru.set('c', Buffer.alloc(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.bytes).toBe(8);
    lru.set('big', Buffer.alloc(7));
    expect(lru.get('big')).toBeUndefined();
    lru.deletePrefix('a');
    expect(lru.bytes).toBe(4);
  });
});

describe('ImageVariants', () => {
  it(`runs at most ${TRANSFORMS_AT_ONCE} transformations at once, one per variant however often asked`, async () => {
    await store.putBytes(objectKey('b', VERSION), await stripesPng(400, 200));
    let running = 0;
    let most = 0;
    let calls = 0;
    const variants = new ImageVariants(store, {
      isCurrent: async () => true,
      render: async (input, options, format) => {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((wake) => setTimeout(wake, 30));
        try {
          return await renderImage(input, options, format);
        } finally {
          running -= 1;
        }
      },
    });
    const widths = [10, 20, 30, 40, 50, 60, 70, 80];
    // Each variant asked for twice at the same moment.
    const answers = await Promise.all([...widths, ...widths].map((width) => variants.get(request(width))));
    expect(answers.every((answer) => 'bytes' in answer && answer.size > 0)).toBe(true);
    expect(most).toBe(TRANSFORMS_AT_ONCE);
    expect(calls).toBe(widths.length);
    // Kept in the store and in memory: asked again, nothing is rendered.
    expect(await store.size(variantKey('b', VERSION, request(10).name))).toBeGreaterThan(0);
    await variants.get(request(10));
    const fresh = new ImageVariants(store, {
      isCurrent: async () => true,
      render: () => Promise.reject(new Error('rendered')),
    });
    await fresh.get(request(20));
    expect(calls).toBe(widths.length);
  });
  it(`encodes at most ${AVIF_AT_ONCE} AVIF at once, beside other formats`, async () => {
    const running = { avif: 0, any: 0 };
    const most = { avif: 0, any: 0 };
    const variants = new ImageVariants(store, {
      isCurrent: async () => true,
      render: async (input, options, format) => {
        const avif = format === 'avif' ? 1 : 0;
        running.avif += avif;
        running.any += 1;
        most.avif = Math.max(most.avif, running.avif);
        most.any = Math.max(most.any, running.any);
        await new Promise((wake) => setTimeout(wake, 20));
        running.avif -= avif;
        running.any -= 1;
        return renderImage(input, options, format);
      },
    });
    const ask = (width: number, format: 'avif' | 'webp') => {
      const options: TransformOptions = {
        width,
        height: undefined,
        resize: 'cover',
        quality: 80,
        format: undefined,
      };
      return variants.get({ ...request(width), options, format, name: variantName(options, format) });
    };
    await Promise.all(
      [101, 102, 103, 104, 105, 106].flatMap((width) => [ask(width, 'avif'), ask(width, 'webp')]),
    );
    expect(most).toEqual({ avif: AVIF_AT_ONCE, any: TRANSFORMS_AT_ONCE });
  });
  it('drops a variant made for a version that was removed meanwhile', async () => {
    const variants = new ImageVariants(store, { isCurrent: async () => false });
    await variants.get(request(90));
    expect(await store.size(variantKey('b', VERSION, request(90).name))).toBeUndefined();
    expect(variants.memory.get(variantKey('b', VERSION, request(90).name))).toBeUndefined();
  });
});
