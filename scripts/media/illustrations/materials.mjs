/**
 * Durafiltex material panels: a microscope-style close-up of the nano-fibre web, one variant per grade, each on
 * a pale ground. The scale bar is marked `data-caption`, so tests can find it.
 */
import { linearGradient, n, palette, random, smoothPath, svgDocument } from '../lib/svg.mjs';
import { textPath } from '../lib/textOutline.mjs';

const W = 640;
const H = 480;

const variants = [
  {
    id: 'm1',
    title: 'Durafiltex C: 나노섬유 웹이 초미세 입자를 붙잡는 확대 이미지',
    bg: ['#f6faff', '#dcecfb'],
    fibre: palette.navy,
    accent: palette.cyan,
    lens: '#ffffff',
    granules: false,
    seed: 41,
  },
  {
    id: 'm2',
    title: 'Durafiltex AD: 흡착 입자를 품은 나노섬유층 확대 이미지',
    bg: ['#f7f6ff', '#e2e4f7'],
    fibre: '#1d2a6b',
    accent: palette.cyan,
    lens: '#ffffff',
    granules: true,
    seed: 42,
  },
  {
    id: 'm3',
    title: 'Durafiltex RC: 재활용을 고려한 단일 소재 섬유층 확대 이미지',
    bg: ['#eefaf6', '#cdeee4'],
    fibre: '#0b4a4a',
    accent: '#1f9c8a',
    lens: '#ffffff',
    granules: false,
    seed: 43,
  },
];

function web(rnd, v, count, cx, cy, radius) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const a = rnd() * Math.PI;
    const off = (rnd() - 0.5) * radius * 1.8;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const pts = [];
    for (let k = -3; k <= 3; k++) {
      const t = (k / 3) * radius * 1.1;
      const wob = Math.sin(k * 1.1 + i * 0.7) * (10 + (i % 5) * 6);
      pts.push([cx + dx * t - dy * (off + wob), cy + dy * t + dx * (off + wob)]);
    }
    const thick = i % 7 === 0;
    out.push(
      `<path d="${smoothPath(pts, 0)}" stroke="${thick ? v.accent : v.fibre}" stroke-opacity="${n(thick ? 0.7 : 0.25 + rnd() * 0.45, 2)}" stroke-width="${n(thick ? 2.2 : 0.5 + rnd() * 1.1)}"/>`,
    );
  }
  return `<g fill="none">${out.join('')}</g>`;
}

function panel(v) {
  const rnd = random(v.seed);
  const cx = 400;
  const cy = 240;
  const r = 170;
  const particles = [];
  for (let i = 0; i < 26; i++) {
    const a = rnd() * Math.PI * 2;
    const d = rnd() ** 0.6 * (r - 14);
    particles.push(
      `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(v.granules ? 4 + rnd() * 7 : 2 + rnd() * 3.5)}" fill="${v.accent}" fill-opacity="${v.granules ? 0.55 : 0.85}"/>`,
    );
  }
  const ticks = [];
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const len = i % 5 === 0 ? 10 : 5;
    ticks.push(
      `M${n(cx + Math.cos(a) * (r + 8))} ${n(cy + Math.sin(a) * (r + 8))}L${n(cx + Math.cos(a) * (r + 8 + len))} ${n(cy + Math.sin(a) * (r + 8 + len))}`,
    );
  }
  const defs = [
    linearGradient(
      `${v.id}-bg`,
      ['0', '0', '1', '1'],
      [
        [0, v.bg[0]],
        [1, v.bg[1]],
      ],
    ),
    `<clipPath id="${v.id}-lens"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>`,
  ].join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${v.id}-bg)"/>`,
    `<g opacity="0.35">${web(rnd, v, 16, 200, 240, 320)}</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${v.lens}" fill-opacity="0.55"/>`,
    `<g clip-path="url(#${v.id}-lens)">${web(rnd, v, 64, cx, cy, r)}${particles.join('')}</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${v.fibre}" stroke-opacity="0.6" stroke-width="1.5"/>`,
    `<path d="${ticks.join('')}" stroke="${v.fibre}" stroke-opacity="0.45"/>`,
    // The scale bar and its caption sit at the top, clear of the text box at the bottom of a panel.
    `<g data-caption="scale"><path d="M130 76h80" stroke="${v.fibre}" stroke-width="3"/><path d="M130 70v12M210 70v12" stroke="${v.fibre}"/>`,
    `${textPath('50 nm', { x: 130, y: 60, size: 14, attributes: `fill="${v.fibre}"` })}</g>`,
  ].join('');
  return svgDocument({ id: v.id, width: W, height: H, title: v.title, defs, body });
}

export function materials() {
  return variants.map(panel);
}
