#!/usr/bin/env node
/**
 * Writes the home hero's responsive poster from the committed hero-poster.webp (the video's first
 * frame, 1280 px wide): AVIF at 640, 960 and 1280 px and WebP at 640 and 960 px (hero-poster.webp itself is
 * the 1280 px WebP), each capped in size, for a <picture> whose image is the page's largest paint. Needs ffmpeg (with libaom-av1 and libwebp).
 * Usage: node scripts/media/hero-poster.mjs
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const mediaDir = join(root, 'apps/site/public/media');
const source = join(mediaDir, 'hero-poster.webp');
const WIDTHS = { avif: [640, 960, 1280], webp: [640, 960] };
const MAX_BYTES = { avif: 16 * 1024, webp: 24 * 1024 };

const encoders = {
  // Ten bits per channel keep the long, soft gradient free of bands.
  avif: (quality) => [
    ...['-pix_fmt', 'yuv420p10le', '-c:v', 'libaom-av1', '-still-picture', '1'],
    ...['-crf', String(quality), '-cpu-used', '4'],
  ],
  webp: (quality) => [
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libwebp',
    '-quality',
    String(quality),
    '-compression_level',
    '6',
  ],
};
// AVIF's crf rises (worse) as the file must shrink; WebP's quality falls.
const qualitySteps = { avif: [18, 22, 26, 30, 34], webp: [80, 74, 68, 62, 56] };

function encode(format, width) {
  const output = join(mediaDir, `hero-poster-${width}.${format}`);
  for (const quality of qualitySteps[format]) {
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-i', source],
      ...['-vf', `scale=${width}:-2:flags=lanczos`, '-frames:v', '1'],
      ...encoders[format](quality),
      output,
    ]);
    const { size } = statSync(output);
    if (size <= MAX_BYTES[format]) return { output, size, quality };
  }
  throw new Error(`${output} does not fit in ${MAX_BYTES[format]} bytes`);
}

for (const format of ['avif', 'webp']) {
  for (const width of WIDTHS[format]) {
    const { output, size, quality } = encode(format, width);
    console.log(`${output.split('/').pop()}\t${(size / 1024).toFixed(1)} KB\tquality ${quality}`);
  }
}
