/**
 * The CleanAir Tech mark: an open ring (a filter housing, and a "C") with three air strokes passing through
 * it and leaving clean through the opening. Four closed paths, so the intro can stroke each and fill them.
 * The site draws the same paths (`logoSymbol` in the ui package's Logo) in the same colours: the symbol in
 * the gradient from clean blue to air cyan, the logotype's strong part in deep navy, its light part in clean
 * blue (air cyan on dark grounds).
 */
import { n, palette, svgDocument } from '../lib/svg.mjs';
import { textPath, textWidth } from '../lib/textOutline.mjs';

const C = 32;
const R = 30;
const r = 21.5;
const gap = (40 * Math.PI) / 180;

function ring() {
  const ox = C + R * Math.cos(gap);
  const oy = R * Math.sin(gap);
  const ix = C + r * Math.cos(gap);
  const iy = r * Math.sin(gap);
  return `M${n(ox, 2)} ${n(C - oy, 2)}A${R} ${R} 0 1 0 ${n(ox, 2)} ${n(C + oy, 2)}L${n(ix, 2)} ${n(C + iy, 2)}A${r} ${r} 0 1 1 ${n(ix, 2)} ${n(C - iy, 2)}Z`;
}

/** A tapered air stroke from (x0, y) to (x1, y + rise), thickest at its right end. */
function stroke(x0, x1, y, rise, thickness) {
  const mid = (x0 + x1) / 2;
  const t = thickness;
  return [
    `M${x0} ${y}`,
    `C${n(mid - 6)} ${n(y - 5)} ${n(mid + 4)} ${n(y + rise + 4)} ${x1} ${n(y + rise - t / 2)}`,
    `L${x1} ${n(y + rise + t / 2)}`,
    `C${n(mid + 4)} ${n(y + rise + 4 + t)} ${n(mid - 6)} ${n(y - 5 + t * 0.8)} ${x0} ${y}Z`,
  ].join('');
}

export const markPaths = [
  ring(),
  stroke(17, 60, 24, -1.5, 3.4),
  stroke(13, 64, 32.5, -1, 4),
  stroke(17, 60, 41, -1.5, 3.4),
];

/** The symbol's gradient, as the site draws it: from clean blue to air cyan. */
const symbolGradient = (id) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.blue}"/><stop offset="1" stop-color="${palette.cyan}"/></linearGradient>`;

export function logoMark() {
  return svgDocument({
    id: 'logo-mark',
    width: 64,
    height: 64,
    title: 'CleanAir Tech',
    defs: symbolGradient('logo-mark-g'),
    body: `<g fill="url(#logo-mark-g)">${markPaths.map((d) => `<path d="${d}"/>`).join('')}</g>`,
  });
}

/** The favicon: the symbol in white on the brand gradient, on a rounded square (32x32 view box). */
export function favicon() {
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.blue}"/></linearGradient>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    '<title>CleanAir Tech</title>',
    `<defs>${defs}</defs>`,
    '<rect width="32" height="32" rx="7" fill="url(#g)"/>',
    `<g transform="translate(3.5 3.5) scale(0.39)" fill="${palette.white}">${markPaths.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    '</svg>',
  ].join('');
}

export function logo() {
  const defs = symbolGradient('logo-g');
  const mark = `<g fill="url(#logo-g)">${markPaths.map((d) => `<path d="${d}"/>`).join('')}</g>`;
  // The word mark in outlines, as a logo file is: the same letters in every viewer, whatever its fonts.
  const word = { size: 30, letterSpacing: -0.3 };
  const teal = 80 + textWidth('CleanAir', { ...word, weight: 700 }) + 9;
  const wordMark = [
    textPath('CleanAir', { ...word, x: 80, y: 43, weight: 700, attributes: `fill="${palette.deep}"` }),
    textPath('Tech', { ...word, x: teal, y: 43, attributes: `fill="${palette.blue}"` }),
  ].join('');
  return svgDocument({
    id: 'logo',
    width: 330,
    height: 64,
    title: 'CleanAir Tech',
    defs,
    body: mark + wordMark,
  });
}
