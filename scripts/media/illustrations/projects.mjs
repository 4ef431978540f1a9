/** Isometric cutaway rooms for the three project pages. */
import { linearGradient, n, palette, svgDocument } from '../lib/svg.mjs';
import { textPath } from '../lib/textOutline.mjs';
import { box, face, projector } from './iso.mjs';

const W = 800;
const H = 520;
const iso = projector(400, 150, 34);
const ROOM = { w: 10, d: 8, h: 4.2 };

function shell({ wallTint, floorTint, ceilingUnits }) {
  const out = [];
  out.push(face([iso(0, 0, 0), iso(ROOM.w, 0, 0), iso(ROOM.w, ROOM.d, 0), iso(0, ROOM.d, 0)], floorTint));
  for (let x = 1; x < ROOM.w; x++)
    out.push(
      `<path d="M${n(iso(x, 0, 0)[0])} ${n(iso(x, 0, 0)[1])}L${n(iso(x, ROOM.d, 0)[0])} ${n(iso(x, ROOM.d, 0)[1])}" stroke="#fff" stroke-opacity="0.7"/>`,
    );
  for (let y = 1; y < ROOM.d; y++)
    out.push(
      `<path d="M${n(iso(0, y, 0)[0])} ${n(iso(0, y, 0)[1])}L${n(iso(ROOM.w, y, 0)[0])} ${n(iso(ROOM.w, y, 0)[1])}" stroke="#fff" stroke-opacity="0.7"/>`,
    );
  out.push(face([iso(0, 0, 0), iso(ROOM.w, 0, 0), iso(ROOM.w, 0, ROOM.h), iso(0, 0, ROOM.h)], wallTint[0]));
  out.push(face([iso(0, 0, 0), iso(0, ROOM.d, 0), iso(0, ROOM.d, ROOM.h), iso(0, 0, ROOM.h)], wallTint[1]));
  for (let i = 0; i < ceilingUnits; i++) {
    const x = 0.6 + (i * (ROOM.w - 1.2)) / ceilingUnits;
    out.push(
      box(iso, [x, 0.3, ROOM.h - 0.35], [(ROOM.w - 1.2) / ceilingUnits - 0.25, 1.6, 0.22], {
        top: '#ffffff',
        left: palette.cyan,
        right: '#bfe6f3',
      }),
    );
  }
  return out.join('');
}

function downflow(xs, ys, colour) {
  const out = [];
  for (const x of xs) {
    for (const y of ys) {
      const [sx, sy] = iso(x, y, ROOM.h - 0.5);
      const [, ey] = iso(x, y, 0.4);
      out.push(
        `<path d="M${n(sx)} ${n(sy)}V${n(ey)}" stroke="${colour}" stroke-width="1.6" stroke-dasharray="2 7" stroke-linecap="round" marker-end="url(#down)"/>`,
      );
    }
  }
  return out.join('');
}

const arrowDef = (colour) =>
  `<marker id="down" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="${colour}"/></marker>`;

function backdrop(id, stops) {
  return {
    defs: linearGradient(`${id}-bg`, ['0', '0', '0', '1'], stops),
    body: `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>`,
  };
}

export function semiCleanroom() {
  const bg = backdrop('semi', [
    [0, '#f3f8ff'],
    [1, '#e2eefb'],
  ]);
  const tool = { top: '#ffffff', left: '#c9d8ee', right: '#dfe9f7', stroke: palette.navy };
  const body = [
    bg.body,
    shell({ wallTint: ['#eaf1fb', '#dae6f6'], floorTint: '#cfdcef', ceilingUnits: 5 }),
    downflow([2, 5, 8], [3.2, 6.2], palette.blue),
    box(iso, [1.2, 2.4, 0], [3.2, 1.6, 1.8], tool),
    box(iso, [1.2, 5.2, 0], [3.2, 1.6, 1.8], tool),
    box(iso, [6, 2.4, 0], [2.8, 1.4, 2.2], { ...tool, top: '#e6f7fb' }),
    box(iso, [6, 5.4, 0], [1.2, 1.2, 2.6], { top: palette.cyan, left: palette.navy, right: palette.blue }),
    box(iso, [7.7, 5.4, 0], [1.2, 1.2, 2.6], { top: palette.cyan, left: palette.navy, right: palette.blue }),
    `<ellipse cx="${n(iso(2.8, 3.2, 1.8)[0])}" cy="${n(iso(2.8, 3.2, 1.8)[1])}" rx="26" ry="13" fill="none" stroke="${palette.cyan}" stroke-width="2"/>`,
    `<ellipse cx="${n(iso(2.8, 6, 1.8)[0])}" cy="${n(iso(2.8, 6, 1.8)[1])}" rx="26" ry="13" fill="none" stroke="${palette.cyan}" stroke-width="2"/>`,
  ].join('');
  return svgDocument({
    id: 'project-semi',
    width: W,
    height: H,
    title: '반도체 클린룸: 천장 팬 필터 유닛에서 내려오는 수직 층류와 공정 장비',
    defs: bg.defs + arrowDef(palette.blue),
    body,
  });
}

export function batteryDryroom() {
  const bg = backdrop('dry', [
    [0, '#f2f7fb'],
    [1, '#e0ecf3'],
  ]);
  const body = [
    bg.body,
    shell({ wallTint: ['#e9f0f6', '#d8e4ee'], floorTint: '#cbd9e6', ceilingUnits: 4 }),
    downflow([2.5, 7.5], [4.5], palette.teal),
    box(iso, [1, 2.6, 0], [7.6, 1.4, 1.2], {
      top: '#ffffff',
      left: '#c3d3e2',
      right: '#d9e5ef',
      stroke: palette.deep,
    }),
    ...[1.6, 3.4, 5.2, 7].map((x) =>
      box(iso, [x, 2.8, 1.2], [0.9, 1, 0.9], { top: palette.cyan, left: palette.navy, right: palette.blue }),
    ),
    box(iso, [1, 5.6, 0], [2.4, 1.8, 1.6], {
      top: '#ffffff',
      left: '#c3d3e2',
      right: '#d9e5ef',
      stroke: palette.deep,
    }),
    ...[0, 1, 2].map((i) =>
      box(iso, [4.4 + i * 1.3, 5.8, 0], [0.8, 1.4, 1.1 + i * 0.15], {
        top: '#d5f3e6',
        left: '#1f9c8a',
        right: '#58c4a9',
      }),
    ),
    `<g fill="${palette.teal}">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${n(iso(9.2, 1 + i * 1.5, 3)[0])}" cy="${n(iso(9.2, 1 + i * 1.5, 3)[1])}" r="3"/>`).join('')}</g>`,
    `<g fill="none" stroke="${palette.deep}" stroke-width="1.5"><circle cx="690" cy="70" r="30"/><path d="M690 48v28M680 66l10 10 10-10"/></g>`,
    `<path d="M660 70H610" stroke="${palette.deep}" stroke-dasharray="3 4"/>`,
  ].join('');
  return svgDocument({
    id: 'project-dry',
    width: W,
    height: H,
    title: '2차전지 드라이룸: 전극 공정 라인과 초저습 공조',
    defs: bg.defs + arrowDef(palette.teal),
    body,
  });
}

export function gmpRoom() {
  const bg = backdrop('gmp', [
    [0, '#f5fbfd'],
    [1, '#e3f3f8'],
  ]);
  const line = { top: '#ffffff', left: '#c6dde6', right: '#dcebf1', stroke: palette.deep };
  const vials = [];
  for (let i = 0; i < 9; i++) {
    const [x, y] = iso(2 + i * 0.55, 4.6, 1.25);
    vials.push(
      `<rect x="${n(x - 3)}" y="${n(y - 12)}" width="6" height="12" rx="2" fill="${palette.cyan}" stroke="${palette.deep}" stroke-width="0.8"/>`,
    );
  }
  const body = [
    bg.body,
    shell({ wallTint: ['#ecf6fa', '#dcedf4'], floorTint: '#d2e6ee', ceilingUnits: 3 }),
    face([iso(1.5, 3.4, 0), iso(7.6, 3.4, 0), iso(7.6, 6, 0), iso(1.5, 6, 0)], palette.cyan, {
      opacity: 0.25,
    }),
    downflow([2.5, 4.5, 6.5], [4.6], palette.teal),
    box(iso, [1.8, 4.2, 0], [5.4, 1, 1.2], line),
    vials.join(''),
    face([iso(1.6, 3.6, 1.2), iso(7.4, 3.6, 1.2), iso(7.4, 3.6, 3.4), iso(1.6, 3.6, 3.4)], '#ffffff', {
      opacity: 0.35,
      stroke: palette.teal,
    }),
    box(iso, [8.2, 0.4, 0], [1.2, 2.6, 2.8], {
      top: '#ffffff',
      left: '#b7d3de',
      right: '#cfe3ea',
      stroke: palette.deep,
    }),
    box(iso, [0, 6.6, 1], [0.3, 1, 1], {
      top: '#ffffff',
      left: palette.teal,
      right: '#9fd7e6',
      stroke: palette.deep,
    }),
    `<g fill="${palette.deep}">${[
      ['A', iso(4.5, 5.9, 0)[0] - 20, iso(4.5, 5.9, 0)[1] + 24],
      ['C', iso(9, 6.5, 0)[0], iso(9, 6.5, 0)[1]],
      ['B', iso(8.8, 1.6, 0)[0] + 12, iso(8.8, 1.6, 0)[1] + 18],
    ]
      .map(([label, x, y]) => textPath(label, { x: Number(n(x)), y: Number(n(y)), size: 13, weight: 700 }))
      .join('')}</g>`,
  ].join('');
  return svgDocument({
    id: 'project-gmp',
    width: W,
    height: H,
    title: 'GMP 무균 작업실: 등급별 구역과 충전 라인 위 일방향 기류',
    defs: bg.defs + arrowDef(palette.teal),
    body,
  });
}
