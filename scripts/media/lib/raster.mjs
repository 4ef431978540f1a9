/**
 * Rasterising helpers around Debian tools (rsvg-convert, cwebp). They are needed only to regenerate the
 * committed media, never at build or test time.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Renders SVG markup to a PNG file with rsvg-convert. */
export function svgToPng(svg, pngPath, width, height) {
  const dir = mkdtempSync(join(tmpdir(), 'media-'));
  const svgPath = join(dir, 'in.svg');
  writeFileSync(svgPath, svg);
  execFileSync('rsvg-convert', ['-w', String(width), '-h', String(height), '-o', pngPath, svgPath]);
  rmSync(dir, { recursive: true });
}

/**
 * Encodes a PNG as WebP, lowering quality until the file fits in `maxBytes`.
 * Returns the quality used and the size in bytes.
 */
export function pngToWebp(pngPath, webpPath, maxBytes, startQuality = 82) {
  for (let quality = startQuality; quality >= 40; quality -= 6) {
    execFileSync('cwebp', [
      '-quiet',
      '-m',
      '6',
      '-q',
      String(quality),
      '-sharp_yuv',
      pngPath,
      '-o',
      webpPath,
    ]);
    const size = statSync(webpPath).size;
    if (size <= maxBytes) return { quality, size };
  }
  throw new Error(`${webpPath} does not fit in ${maxBytes} bytes`);
}

/** Renders SVG markup straight to a size-capped WebP. */
export function svgToWebp(svg, webpPath, width, height, maxBytes) {
  const dir = mkdtempSync(join(tmpdir(), 'media-'));
  const pngPath = join(dir, 'out.png');
  svgToPng(svg, pngPath, width, height);
  const result = pngToWebp(pngPath, webpPath, maxBytes);
  rmSync(dir, { recursive: true });
  return result;
}

export function readText(path) {
  return readFileSync(path, 'utf8');
}
