#!/usr/bin/env node
/**
 * Renders the home hero's looping background video: slow airflow ribbons and drifting particles on the
 * navy-to-cyan field. Every motion is periodic in the loop length, so the last frame runs into the first.
 * Writes apps/site/public/media/hero.mp4 (H.264), hero.webm (VP9) and hero-poster.webp.
 * Needs rsvg-convert, ffmpeg and cwebp. Usage: node scripts/media/hero-video.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pngToWebp } from './lib/raster.mjs';
import { linearGradient, n, palette, radialGradient, random, smoothPath } from './lib/svg.mjs';

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const TAU = Math.PI * 2;

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'apps/site/public/media');

const rnd = random(2025);
const ribbons = Array.from({ length: 26 }, (_, i) => ({
  y: 90 + i * 22 + rnd() * 10,
  amp: 18 + rnd() * 40,
  wave: 1 + Math.floor(rnd() * 2),
  phase: rnd() * TAU,
  /** Whole cycles per loop, so the ribbon comes back to where it started. */
  cycles: rnd() < 0.5 ? 1 : -1,
  width: 0.6 + rnd() * 1.3,
  opacity: 0.08 + rnd() * 0.22,
  bright: rnd() < 0.18,
}));
const particles = Array.from({ length: 70 }, () => ({
  x: rnd(),
  y: 60 + rnd() * (H - 120),
  r: 0.8 + rnd() * 2.2,
  laps: 1 + Math.floor(rnd() * 2),
  bob: rnd() * TAU,
  opacity: 0.25 + rnd() * 0.55,
}));

function frame(t) {
  const loop = t / SECONDS;
  const gx = 0.68 + 0.08 * Math.cos(TAU * loop);
  const gy = 0.38 + 0.06 * Math.sin(TAU * loop);
  const defs = [
    linearGradient(
      'bg',
      ['0', '0', '1', '1'],
      [
        [0, palette.ink],
        [0.5, '#0a2d6e'],
        [1, palette.teal],
      ],
    ),
    radialGradient(
      'glow',
      [n(gx, 3), n(gy, 3), '0.55'],
      [
        [0, palette.cyan, 0.42],
        [1, palette.cyan, 0],
      ],
    ),
    radialGradient(
      'shade',
      ['0.12', '0.55', '0.7'],
      [
        [0, palette.ink, 0.55],
        [1, palette.ink, 0],
      ],
    ),
    linearGradient(
      'ribbon',
      ['0', '0', '1', '0'],
      [
        [0, '#ffffff', 0],
        [0.35, '#ffffff', 1],
        [1, palette.cyan, 0.6],
      ],
    ),
    `<pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0V64" fill="none" stroke="#fff" stroke-opacity="0.045"/></pattern>`,
  ].join('');
  const lines = ribbons.map((ribbon) => {
    const pts = [];
    for (let x = -40; x <= W + 40; x += 80) {
      const u = x / W;
      const y =
        ribbon.y +
        ribbon.amp * Math.sin(TAU * (ribbon.wave * u) + ribbon.phase + ribbon.cycles * TAU * loop) +
        10 * Math.sin(TAU * u * 3 + ribbon.phase - TAU * loop);
      pts.push([x, y]);
    }
    return `<path d="${smoothPath(pts)}" fill="none" stroke="${ribbon.bright ? palette.cyan : 'url(#ribbon)'}" stroke-opacity="${n(ribbon.opacity, 2)}" stroke-width="${n(ribbon.width)}"/>`;
  });
  const dots = particles.map((p) => {
    const span = W + 40;
    const x = (((p.x + p.laps * loop) % 1) + 1) % 1;
    const y = p.y + 8 * Math.sin(TAU * loop * p.laps + p.bob);
    return `<circle cx="${n(x * span - 20)}" cy="${n(y)}" r="${n(p.r)}" fill="#cfefff" fill-opacity="${n(p.opacity, 2)}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#grid)"/>`,
    lines.join(''),
    dots.join(''),
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
    '</svg>',
  ].join('');
}

function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const work = mkdtempSync(join(tmpdir(), 'hero-'));
for (let i = 0; i < FRAMES; i++) {
  const svgPath = join(work, 'frame.svg');
  writeFileSync(svgPath, frame(i / FPS));
  run('rsvg-convert', ['-o', join(work, `f${String(i).padStart(4, '0')}.png`), svgPath]);
}
const frames = join(work, 'f%04d.png');
const mp4 = join(outDir, 'hero.mp4');
const webm = join(outDir, 'hero.webm');
run('ffmpeg', [
  ...['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', frames],
  ...['-an', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '27', '-tune', 'animation'],
  ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-g', String(FPS * 2), mp4],
]);
const vp9Pass = (pass, output) => [
  ...['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', frames],
  ...[
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
  ],
  ...['-pix_fmt', 'yuv420p', '-pass', String(pass), '-passlogfile', join(work, 'vp9'), '-f', 'webm', output],
];
run('ffmpeg', vp9Pass(1, '/dev/null'));
run('ffmpeg', vp9Pass(2, webm));
const poster = pngToWebp(join(work, 'f0000.png'), join(outDir, 'hero-poster.webp'), 40 * 1024, 78);
rmSync(work, { recursive: true });

for (const file of [mp4, webm])
  console.log(`${file.split('/').pop()}\t${(statSync(file).size / 1024).toFixed(1)} KB`);
console.log(`hero-poster.webp\t${(poster.size / 1024).toFixed(1)} KB\tq${poster.quality}`);
