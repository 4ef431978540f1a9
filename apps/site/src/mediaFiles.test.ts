// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const mediaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../public/media');
const svgFiles = readdirSync(mediaDir).filter((name) => name.endsWith('.svg'));

describe('the SVG pictures in public/media', () => {
  it('are there to check', () => {
    expect(svgFiles.length).toBeGreaterThan(10);
  });

  // Shown as <img>, an SVG cannot use the page's web fonts: its text would be set in the viewer's system
  // fonts, and looking up a missing family costs the page's main thread tens of milliseconds.
  it.each(svgFiles)('%s draws its letters as outlines, with no <text>', (name) => {
    const svg = readFileSync(join(mediaDir, name), 'utf8');
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).toMatch(/<title[\s>]/);
  });
});
