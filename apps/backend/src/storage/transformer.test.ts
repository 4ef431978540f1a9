import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pngBomb, stripesPng } from '../../test/support/test-images';
import type { TransformOptions } from './transform';
import { ImageTransformer } from './transformer';

const transformer = new ImageTransformer();
afterAll(() => transformer.stop());

const options: TransformOptions = {
  width: 100,
  height: undefined,
  resize: 'cover',
  quality: 80,
  format: undefined,
};

describe('ImageTransformer', () => {
  it('renders in a child process of its own, and refuses there what renderImage refuses', async () => {
    const output = await transformer.render(await stripesPng(400, 200), options, 'webp');
    const meta = await sharp(output).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 100, 50]);
    expect(transformer.pid).toBeGreaterThan(0);
    expect(transformer.pid).not.toBe(process.pid);
    await expect(transformer.render(pngBomb(30000, 30000), options, 'webp')).rejects.toMatchObject({
      message: 'The source image resolution is too large to process',
    });
  });
  it('starts a new child when the last one has gone', async () => {
    const first = transformer.pid;
    if (first !== undefined) process.kill(first, 'SIGKILL');
    await new Promise((wake) => setTimeout(wake, 200));
    const output = await transformer.render(await stripesPng(40, 20), options, 'png');
    expect((await sharp(output).metadata()).width).toBe(40);
    expect(transformer.pid).not.toBe(first);
  });
});
