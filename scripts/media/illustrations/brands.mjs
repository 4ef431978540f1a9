/** Brand panels: one calm product-like composition per brand, each in its own tint. */
import { linearGradient, n, palette, radialGradient, random, smoothPath, svgDocument } from '../lib/svg.mjs';

const W = 640;
const H = 480;

function background(id, stops, glow) {
  return {
    defs:
      linearGradient(`${id}-bg`, ['0', '0', '1', '1'], stops) +
      radialGradient(
        `${id}-glow`,
        ['0.62', '0.45', '0.5'],
        [
          [0, glow, 0.55],
          [1, glow, 0],
        ],
      ),
    body: `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/><rect width="${W}" height="${H}" fill="url(#${id}-glow)"/>`,
  };
}

function drift(rnd, count, colour, area) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(
      `<circle cx="${n(area[0] + rnd() * area[2])}" cy="${n(area[1] + rnd() * area[3])}" r="${n(1.5 + rnd() * 3)}" fill="${colour}" fill-opacity="${n(0.3 + rnd() * 0.5, 2)}"/>`,
    );
  }
  return out.join('');
}

/** Aerea: a tall air purifier breathing clean air out of its top in widening arcs. */
export function brandAerea() {
  const rnd = random(51);
  const bg = background(
    'aerea',
    [
      [0, '#f4f9ff'],
      [1, '#d5e9fb'],
    ],
    '#ffffff',
  );
  const grille = [];
  for (let i = 0; i < 9; i++) grille.push(`M${352 + i * 8} 142v18`);
  const arcs = [];
  for (let i = 0; i < 5; i++) {
    const w = 50 + i * 30;
    arcs.push(
      `<path d="M${384 - w} ${n(112 - i * 12)}Q384 ${n(84 - i * 16)} ${384 + w} ${n(112 - i * 12)}" fill="none" stroke="${palette.cyan}" stroke-opacity="${n(0.85 - i * 0.15, 2)}" stroke-width="2" stroke-linecap="round"/>`,
    );
  }
  const body = [
    bg.body,
    `<ellipse cx="384" cy="412" rx="120" ry="14" fill="${palette.navy}" fill-opacity="0.12"/>`,
    `<rect x="316" y="130" width="136" height="282" rx="36" fill="#ffffff" stroke="#c5d6ea"/>`,
    `<rect x="316" y="250" width="136" height="150" rx="0" fill="url(#aerea-side)"/>`,
    `<rect x="316" y="130" width="136" height="282" rx="36" fill="none" stroke="#c5d6ea"/>`,
    `<path d="${grille.join('')}" stroke="${palette.navy}" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"/>`,
    `<circle cx="384" cy="214" r="16" fill="none" stroke="${palette.cyan}" stroke-width="3"/><circle cx="384" cy="214" r="5" fill="${palette.cyan}"/>`,
    arcs.join(''),
    drift(rnd, 26, palette.navy, [40, 200, 240, 220]),
    `<path d="M120 330C200 320 250 300 312 280" fill="none" stroke="${palette.navy}" stroke-opacity="0.25" stroke-dasharray="3 6"/>`,
  ].join('');
  const side = linearGradient(
    'aerea-side',
    ['0', '0', '0', '1'],
    [
      [0, '#ffffff', 0],
      [1, '#e6f1fb', 1],
    ],
  );
  return svgDocument({
    id: 'brand-aerea',
    width: W,
    height: H,
    title: 'Aerea: 미세먼지를 빨아들이고 깨끗한 공기를 내보내는 공기청정기 일러스트',
    defs: bg.defs + side,
    body,
  });
}

/** Slown: a round, quiet ventilator releasing long, slow waves of air. */
export function brandSlown() {
  const bg = background(
    'slown',
    [
      [0, '#f3fbfb'],
      [1, '#d3efef'],
    ],
    '#ffffff',
  );
  const waves = [];
  for (let i = 0; i < 7; i++) {
    const pts = [];
    for (let x = 330; x <= 660; x += 30)
      pts.push([x, 240 + (i - 3) * 22 + Math.sin((x - 330) / 70 + i * 0.5) * (6 + i * 2)]);
    waves.push(
      `<path d="${smoothPath(pts)}" fill="none" stroke="#1f9c8a" stroke-opacity="${n(0.25 + (i % 3) * 0.2, 2)}" stroke-width="1.6"/>`,
    );
  }
  const blades = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    const x1 = 230 + Math.cos(a) * 22;
    const y1 = 240 + Math.sin(a) * 22;
    const x2 = 230 + Math.cos(a + 0.7) * 92;
    const y2 = 240 + Math.sin(a + 0.7) * 92;
    blades.push(
      `M${n(x1)} ${n(y1)}Q${n(230 + Math.cos(a + 0.2) * 80)} ${n(240 + Math.sin(a + 0.2) * 80)} ${n(x2)} ${n(y2)}`,
    );
  }
  const body = [
    bg.body,
    waves.join(''),
    `<circle cx="230" cy="240" r="128" fill="#ffffff" stroke="#b9dcd8"/>`,
    `<circle cx="230" cy="240" r="104" fill="none" stroke="#0b4a4a" stroke-opacity="0.15" stroke-width="10"/>`,
    `<path d="${blades.join('')}" fill="none" stroke="#1f9c8a" stroke-width="2.4" stroke-linecap="round"/>`,
    `<circle cx="230" cy="240" r="22" fill="#0b4a4a"/><circle cx="230" cy="240" r="6" fill="#7de3c6"/>`,
    `<path d="M150 404h160" stroke="#0b4a4a" stroke-opacity="0.25" stroke-width="2" stroke-linecap="round"/>`,
  ].join('');
  return svgDocument({
    id: 'brand-slown',
    width: W,
    height: H,
    title: 'Slown: 조용히 돌며 느리고 긴 바람을 내보내는 둥근 환기 장치 일러스트',
    defs: bg.defs,
    body,
  });
}

/** Necove: a wearable neck band that wraps a personal pocket of clean air around the wearer. */
export function brandNecove() {
  const rnd = random(53);
  const bg = background(
    'necove',
    [
      [0, '#f5f5ff'],
      [1, '#dfe3fb'],
    ],
    '#ffffff',
  );
  const outlets = [];
  for (let i = 0; i < 8; i++) {
    const a = Math.PI * (0.12 + (i / 7) * 0.76);
    outlets.push(
      `<circle cx="${n(320 - Math.cos(a) * 118)}" cy="${n(230 + Math.sin(a) * 96)}" r="3.2" fill="${palette.blue}"/>`,
    );
  }
  const bubble = [];
  for (let i = 0; i < 3; i++) {
    bubble.push(
      `<ellipse cx="320" cy="214" rx="${180 + i * 26}" ry="${150 + i * 20}" fill="none" stroke="${palette.blue}" stroke-opacity="${n(0.35 - i * 0.1, 2)}" stroke-dasharray="${i === 0 ? 'none' : '2 6'}"/>`,
    );
  }
  const body = [
    bg.body,
    bubble.join(''),
    `<path d="M190 210C190 300 240 352 320 352S450 300 450 210" fill="none" stroke="#ffffff" stroke-width="44" stroke-linecap="round"/>`,
    `<path d="M190 210C190 300 240 352 320 352S450 300 450 210" fill="none" stroke="#c2c9ee" stroke-width="44" stroke-linecap="round" stroke-opacity="0.5"/>`,
    `<path d="M190 210C190 300 240 352 320 352S450 300 450 210" fill="none" stroke="#ffffff" stroke-width="36" stroke-linecap="round"/>`,
    outlets.join(''),
    `<path d="M196 176q-6-26 8-46t4-44M444 176q6-26-8-46t-4-44M214 184q4-22 18-34M426 184q-4-22-18-34" fill="none" stroke="${palette.blue}" stroke-opacity="0.55" stroke-width="2" stroke-linecap="round"/>`,
    drift(rnd, 9, palette.navy, [30, 30, 120, 90]),
    drift(rnd, 9, palette.navy, [490, 30, 120, 90]),
  ].join('');
  return svgDocument({
    id: 'brand-necove',
    width: W,
    height: H,
    title: 'Necove: 목에 거는 개인용 공기 정화 밴드와 주변을 감싸는 깨끗한 공기층 일러스트',
    defs: bg.defs,
    body,
  });
}
