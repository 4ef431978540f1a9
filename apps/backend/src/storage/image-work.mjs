// The image work itself (sharp), in plain JavaScript so that it runs as a child process both from the
// sources and beside the compiled server (dist/ sits beside src/): `transformer.ts` forks this file and
// sends it one image at a time; tests call `render` in their own process. Types: image-work.d.mts.
import sharp from 'sharp';

// libvips: no operation cache (memory kept for nothing), one thread per image (two run at once).
sharp.cache(false);
sharp.concurrency(1);

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' };

/**
 * Renders `input` as `spec` says; resolves `{ bytes }`, or `{ refused: 'too-large' | 'unsupported' }`. The
 * header is read first and more than `spec.maxPixels` pixels are refused before any is decoded; EXIF
 * orientation is applied; the output keeps no metadata (sharp keeps none unless told); an image is never
 * enlarged; an animated one is rendered from its first frame.
 */
export async function render(input, spec) {
  let pixels;
  try {
    const header = await sharp(input, { limitInputPixels: false }).metadata();
    pixels = (header.width ?? 0) * (header.height ?? 0);
  } catch {
    return { refused: 'unsupported' };
  }
  if (pixels === 0) return { refused: 'unsupported' };
  if (pixels > spec.maxPixels) return { refused: 'too-large' };
  let image = sharp(input, { limitInputPixels: spec.maxPixels, failOn: 'error' }).rotate();
  if (spec.width !== undefined || spec.height !== undefined) {
    image = image.resize({
      width: spec.width,
      height: spec.height,
      fit: FIT[spec.resize],
      position: 'centre',
      withoutEnlargement: true,
    });
  }
  const quality = spec.quality;
  if (spec.format === 'webp') image = image.webp({ quality, effort: 4 });
  // Effort 2 of 9: a 2500-pixel photo in a few seconds on one core (4 takes ten times as long).
  else if (spec.format === 'avif') image = image.avif({ quality, effort: 2 });
  else if (spec.format === 'jpeg') image = image.jpeg({ quality });
  else if (spec.format === 'png') image = image.png({ compressionLevel: 6 });
  else image = image.gif();
  try {
    return { bytes: await image.toBuffer() };
  } catch (error) {
    return {
      refused: error instanceof Error && /pixel limit/i.test(error.message) ? 'too-large' : 'unsupported',
    };
  }
}

// As a child process: one message per image, `{ id, input, spec }`, answered `{ id, result, rss }`.
if (process.env.IMAGE_WORK_CHILD === '1' && process.send) {
  process.on('message', async (message) => {
    const { id, input, spec } = message;
    let result;
    try {
      result = await render(Buffer.from(input.buffer, input.byteOffset, input.byteLength), spec);
    } catch (error) {
      result = { failed: error instanceof Error ? error.message : String(error) };
    }
    process.send?.({ id, result, rss: process.memoryUsage().rss });
  });
  // The server went away: so does this.
  process.on('disconnect', () => process.exit(0));
}
