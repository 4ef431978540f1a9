#!/usr/bin/env node
/**
 * Renders the sample news images (800x450 WebP, each at most 40 KB) into supabase/seed/images.
 * Needs rsvg-convert and cwebp (Debian: librsvg2-bin, webp). Usage: node scripts/media/news-images.mjs [--png DIR]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { colourways, field, H, motifs, W } from './lib/motifs.mjs';
import { svgToPng, svgToWebp } from './lib/raster.mjs';
import { random, svgDocument } from './lib/svg.mjs';
import { newsImages } from './seed-content/images.mjs';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'supabase/seed/images');
const pngIndex = process.argv.indexOf('--png');
const pngDir = pngIndex > 0 ? process.argv[pngIndex + 1] : undefined;
const MAX_BYTES = 40 * 1024;

mkdirSync(outDir, { recursive: true });

export function renderNewsImage({ motif, colourway, seed, options }) {
  const rnd = random(seed);
  const c = colourways[colourway];
  const base = field(c, rnd, { glow: [0.25 + rnd() * 0.5, 0.2 + rnd() * 0.4] });
  const art = motifs[motif](rnd, c, options);
  const vignette = `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  const vignetteDef = `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="${c.bg[0]}" stop-opacity="0"/><stop offset="1" stop-color="${c.bg[0]}" stop-opacity="${c.dark ? 0.55 : 0.25}"/></radialGradient>`;
  return svgDocument({
    width: W,
    height: H,
    title: motif,
    defs: base.defs + art.defs + vignetteDef,
    body: base.body + art.body + vignette,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const image of newsImages) {
    const svg = renderNewsImage(image);
    const { quality, size } = svgToWebp(svg, join(outDir, image.file), W, H, MAX_BYTES);
    if (pngDir) svgToPng(svg, join(pngDir, image.file.replace('.webp', '.png')), W, H);
    console.log(`${image.file}\t${(size / 1024).toFixed(1)} KB\tq${quality}`);
  }
}
