/**
 * Share images (Open Graph and Twitter cards, 1200x630): one per top-level section. The section's motif on
 * the brand field, shaded on the left, with the logo mark, the wordmark and the section's name in Korean
 * and English. Text is drawn with Pretendard, as on the site.
 */
import { colourways, field, motifs } from '../lib/motifs.mjs';
import { esc, palette, random } from '../lib/svg.mjs';
import { markPaths } from './logo.mjs';

export const SHARE_W = 1200;
export const SHARE_H = 630;

const FONT = "Pretendard, 'NanumSquare', 'NanumBarunGothic', sans-serif";

/** Each section's artwork; the names come from the locales (header.*, seo.site_name). */
export const shareSections = {
  default: { motif: 'airflow', colourway: 'night', seed: 201, nameKey: null },
  company: { motif: 'contours', colourway: 'night', seed: 202, nameKey: 'company' },
  business: { motif: 'ceiling', colourway: 'deep', seed: 203, nameKey: 'business' },
  sustainability: { motif: 'contours', colourway: 'forest', seed: 204, nameKey: 'sustainability' },
  ir: { motif: 'chart', colourway: 'deep', seed: 205, nameKey: 'ir' },
  careers: { motif: 'network', colourway: 'night', seed: 206, nameKey: 'careers' },
  newsroom: { motif: 'airflow', colourway: 'deep', seed: 207, nameKey: 'newsroom' },
  contact: { motif: 'rings', colourway: 'dawn', seed: 208, nameKey: 'qna' },
};

function mark(x, y, size, fill) {
  const scale = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">${markPaths.map((d) => `<path d="${d}"/>`).join('')}</g>`;
}

/**
 * One share image as SVG. `title` is the large Korean line, `subtitle` the English line, `tagline` an
 * optional third line (the home image carries the company's trade in both languages).
 */
export function shareImage({ motif, colourway, seed }, { title, subtitle, tagline }) {
  const rnd = random(seed);
  const c = colourways[colourway];
  const base = field(c, rnd, { glow: [0.8, 0.35] });
  const art = motifs[motif](rnd, c);
  const shade = `<linearGradient id="share-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.bg[0]}" stop-opacity="0.92"/><stop offset="0.45" stop-color="${c.bg[0]}" stop-opacity="0.55"/><stop offset="0.8" stop-color="${c.bg[0]}" stop-opacity="0"/></linearGradient>`;
  const accent = `<linearGradient id="share-accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.cyan}"/><stop offset="1" stop-color="${palette.sky}" stop-opacity="0"/></linearGradient>`;
  const text = [
    mark(80, 72, 56, palette.white),
    `<text x="152" y="112" font-family="${FONT}" font-size="30" fill="${palette.white}" letter-spacing="-0.2"><tspan font-weight="700">CleanAir</tspan><tspan dx="8" font-weight="400" fill="${palette.cyan}">Tech</tspan></text>`,
    `<rect x="80" y="318" width="120" height="4" fill="url(#share-accent)"/>`,
    `<text x="78" y="420" font-family="${FONT}" font-size="88" font-weight="700" fill="${palette.white}">${esc(title)}</text>`,
    `<text x="80" y="480" font-family="${FONT}" font-size="36" font-weight="400" fill="${palette.ice}" fill-opacity="0.9">${esc(subtitle)}</text>`,
    tagline
      ? `<text x="80" y="548" font-family="${FONT}" font-size="26" font-weight="400" fill="${palette.ice}" fill-opacity="0.7">${esc(tagline)}</text>`
      : '',
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHARE_W} ${SHARE_H}" width="${SHARE_W}" height="${SHARE_H}">`,
    `<defs>${shade}${accent}</defs>`,
    // The 800x450 motif canvas scaled to cover the card.
    `<svg width="${SHARE_W}" height="${SHARE_H}" viewBox="0 10 800 420" preserveAspectRatio="xMidYMid slice"><defs>${base.defs}${art.defs}</defs>${base.body}<g transform="translate(140 0)" opacity="0.95">${art.body}</g></svg>`,
    `<rect width="${SHARE_W}" height="${SHARE_H}" fill="url(#share-shade)"/>`,
    text,
    '</svg>',
  ].join('');
}

/** The square logo for structured data: the symbol in the site's gradient (blue to cyan) on white, 512x512. */
export function squareLogo() {
  const defs = `<linearGradient id="square-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.blue}"/><stop offset="1" stop-color="${palette.cyan}"/></linearGradient>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    `<defs>${defs}</defs>`,
    `<rect width="512" height="512" fill="${palette.white}"/>`,
    mark(96, 96, 320, 'url(#square-logo)'),
    '</svg>',
  ].join('');
}
