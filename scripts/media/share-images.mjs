#!/usr/bin/env node
/**
 * Renders the share images (1200x630 JPEG, each at most 100 KB) and the square logo (512x512 PNG) into
 * apps/site/public/media/share. Needs rsvg-convert and ImageMagick's convert (Debian: librsvg2-bin,
 * imagemagick); text uses Pretendard from the tokens package's dependencies.
 * Usage: node scripts/media/share-images.mjs [--png DIR]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SHARE_H, SHARE_W, shareImage, shareSections, squareLogo } from './illustrations/share.mjs';
import { svgToPng } from './lib/raster.mjs';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'apps/site/public/media/share');
const pngIndex = process.argv.indexOf('--png');
const pngDir = pngIndex > 0 ? process.argv[pngIndex + 1] : undefined;
const MAX_BYTES = 100 * 1024;
const TARGET_BYTES = 80 * 1024;

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const texts = {
  ko: { header: readJson('locales/ko/header.json'), seo: readJson('locales/ko/seo.json') },
  en: { header: readJson('locales/en/header.json'), seo: readJson('locales/en/seo.json') },
};

/** A fontconfig setup that adds Pretendard's OTF files to the system fonts, for rsvg-convert. */
function usePretendard(workDir) {
  const require = createRequire(join(root, 'packages/tokens/package.json'));
  const fontDir = join(dirname(require.resolve('pretendard/package.json')), 'dist/public/static');
  const config = join(workDir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${fontDir}</dir><cachedir>${join(workDir, 'cache')}</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = config;
}

/** Encodes a PNG as a progressive JPEG, lowering quality until it fits the target size. */
function pngToJpeg(pngPath, jpegPath) {
  for (let quality = 88; quality >= 60; quality -= 4) {
    execFileSync('convert', [
      pngPath,
      '-strip',
      '-interlace',
      'JPEG',
      '-sampling-factor',
      '4:2:0',
      '-quality',
      String(quality),
      jpegPath,
    ]);
    const size = statSync(jpegPath).size;
    if (size <= TARGET_BYTES) return { quality, size };
  }
  const size = statSync(jpegPath).size;
  if (size > MAX_BYTES) throw new Error(`${jpegPath} is ${size} bytes, over ${MAX_BYTES}`);
  return { quality: 60, size };
}

function sectionTexts(nameKey) {
  if (!nameKey) {
    return {
      title: texts.ko.seo.site_name,
      subtitle: texts.en.seo.site_name,
      tagline: '클린룸 · 드라이룸 · GMP 룸 · 필터 소재',
    };
  }
  return { title: texts.ko.header[nameKey], subtitle: texts.en.header[nameKey] };
}

const workDir = mkdtempSync(join(tmpdir(), 'share-'));
try {
  usePretendard(workDir);
  mkdirSync(outDir, { recursive: true });
  for (const [name, section] of Object.entries(shareSections)) {
    const svg = shareImage(section, sectionTexts(section.nameKey));
    const png = join(pngDir ?? workDir, `${name}.png`);
    svgToPng(svg, png, SHARE_W, SHARE_H);
    const { quality, size } = pngToJpeg(png, join(outDir, `${name}.jpg`));
    console.log(`${name}.jpg\t${(size / 1024).toFixed(1)} KB\tq${quality}`);
  }
  const logoPath = join(outDir, 'logo.png');
  svgToPng(squareLogo(), logoPath, 512, 512);
  execFileSync('convert', [logoPath, '-strip', '-colors', '64', `PNG8:${logoPath}`]);
  console.log(`logo.png\t${(statSync(logoPath).size / 1024).toFixed(1)} KB`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
