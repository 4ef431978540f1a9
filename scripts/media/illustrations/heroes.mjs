/**
 * Wide page-hero backgrounds per section: the news-image motifs cropped to an 8:3 band on the brand field.
 * They are decoration behind a heading, so they carry a short title only.
 *
 * One family, a colour of its own per section: the same field (a diagonal gradient from a near-black ink
 * through a deep tone to a lighter one, a glow, the engineering grid), the same darkening towards the heading's
 * side, each section in its own hue, so that a visitor sees which part of the site a page belongs to. The
 * darkest stop of each is dark enough for white text under the page hero's scrim (WCAG AA, tested).
 */
import { colourways, field, motifs } from '../lib/motifs.mjs';

/** The sections' own colourways, beside the shared ones: every one dark, each its own hue. */
const sectionColourways = {
  ...colourways,
  // Company: the brand's own navy to teal.
  // Business: indigo, the colour of the built rooms' blueprints.
  indigo: { dark: true, bg: ['#0a0d33', '#2c338f', '#5b6fe0'], line: '#e6e9ff', accent: '#a9b6ff' },
  // Sustainability: leaf green.
  leaf: { dark: true, bg: ['#071f12', '#17552c', '#4f9e45'], line: '#effff0', accent: '#a6e38a' },
  // Investor relations: berry.
  berry: { dark: true, bg: ['#26061c', '#7a1a55', '#d6509a'], line: '#ffeaf5', accent: '#ffa8d6' },
  // Careers: ember, warm as people.
  ember: { dark: true, bg: ['#2a0b12', '#7a2436', '#d8705a'], line: '#fff1ea', accent: '#ffb089' },
  // Newsroom: amber, the warm light of a printed page.
  amber: { dark: true, bg: ['#211605', '#6b480c', '#d69a2a'], line: '#fff6e0', accent: '#ffd27a' },
};

import { random } from '../lib/svg.mjs';

const sections = {
  company: { motif: 'contours', colourway: 'night', seed: 101, title: '회사 소개 배경: 잔잔한 등고선' },
  business: {
    motif: 'ceiling',
    colourway: 'indigo',
    seed: 102,
    title: '사업 분야 배경: 클린룸 천장 격자의 원근',
  },
  sustainability: {
    motif: 'contours',
    colourway: 'leaf',
    seed: 103,
    title: '지속가능경영 배경: 녹색 등고선',
  },
  ir: { motif: 'chart', colourway: 'berry', seed: 104, title: '투자정보 배경: 상승하는 막대와 곡선' },
  careers: { motif: 'network', colourway: 'ember', seed: 105, title: '인재채용 배경: 사람을 잇는 연결망' },
  newsroom: { motif: 'airflow', colourway: 'amber', seed: 106, title: '뉴스룸 배경: 층류 기류의 흐름' },
};

export function heroBackgrounds() {
  return Object.fromEntries(
    Object.entries(sections).map(([name, { motif, colourway, seed, title }]) => {
      const rnd = random(seed);
      const c = sectionColourways[colourway];
      const base = field(c, rnd, { glow: [0.78, 0.45] });
      const art = motifs[motif](rnd, c);
      const shade = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.bg[0]}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${c.bg[0]}" stop-opacity="0.2"/><stop offset="1" stop-color="${c.bg[0]}" stop-opacity="0"/></linearGradient>`;
      const svg = [
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 75 800 300" width="1600" height="600" preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="hero-${name}-title">`,
        `<title id="hero-${name}-title">${title}</title>`,
        `<defs>${base.defs}${art.defs}${shade}</defs>`,
        base.body,
        `<g opacity="0.9">${art.body}</g>`,
        '<rect width="800" height="450" fill="url(#shade)"/>',
        '</svg>',
      ].join('');
      return [name, svg];
    }),
  );
}
