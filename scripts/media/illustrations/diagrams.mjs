/** Technical diagrams: the three filtration layers, cleanroom airflow and the Ulsan location map. */
import { linearGradient, linePath, n, palette, random, smoothPath, svgDocument } from '../lib/svg.mjs';
import { textPath } from '../lib/textOutline.mjs';

/** Exploded view of the three technology layers; air enters at the top with particles of every size. */
export function filterLayers() {
  const W = 800;
  const H = 520;
  const rnd = random(61);
  const layer = (y, fill, stroke) => {
    const pts = [
      [200, y],
      [470, y - 70],
      [640, y],
      [370, y + 70],
    ];
    return `<path d="${linePath(pts)}Z" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/><path d="M200 ${y}v14L370 ${y + 84}L640 ${y + 14}v-14" fill="${fill}" fill-opacity="0.6" stroke="${stroke}"/>`;
  };
  const caught = (y, count, r, colour) => {
    const out = [];
    for (let i = 0; i < count; i++) {
      const u = 0.15 + rnd() * 0.7;
      const v = 0.15 + rnd() * 0.7;
      out.push(
        `<circle cx="${n(200 + u * 270 + v * 170)}" cy="${n(y - u * 70 + v * 70)}" r="${r}" fill="${colour}"/>`,
      );
    }
    return out.join('');
  };
  const mesh = (y, step, colour) => {
    const out = [];
    for (let t = step; t < 1; t += step) {
      out.push(`M${n(200 + t * 270)} ${n(y - t * 70)}L${n(370 + t * 270)} ${n(y + 70 - t * 70)}`);
      out.push(`M${n(200 + t * 170)} ${n(y + t * 70)}L${n(470 + t * 170)} ${n(y - 70 + t * 70)}`);
    }
    return `<path d="${out.join('')}" stroke="${colour}" stroke-opacity="0.45" stroke-width="0.8"/>`;
  };
  const badge = (x, y, label) =>
    `<g><circle cx="${x}" cy="${y}" r="17" fill="${palette.deep}"/>${textPath(label, { x, y: y + 5, size: 13, weight: 700, anchor: 'middle', attributes: 'fill="#fff"' })}</g>`;
  const incoming = [];
  for (let i = 0; i < 30; i++) {
    incoming.push(
      `<circle cx="${n(300 + rnd() * 240)}" cy="${n(24 + rnd() * 60)}" r="${n(2 + rnd() * 6)}" fill="${palette.slate}" fill-opacity="0.55"/>`,
    );
  }
  const arrows = [330, 420, 510]
    .map(
      (x) =>
        `<path d="M${x} 96V120M${x} 470V500" stroke="${palette.blue}" stroke-width="2" marker-end="url(#fl-arrow)"/>`,
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#fl-bg)"/>`,
    incoming.join(''),
    arrows,
    layer(180, '#dbe8f7', palette.navy),
    mesh(180, 1 / 8, palette.navy),
    caught(180, 9, 6, palette.slate),
    layer(300, '#cfeaf5', palette.teal),
    mesh(300, 1 / 16, palette.teal),
    caught(300, 16, 3.2, palette.blue),
    layer(420, '#e6f7fb', palette.cyan),
    mesh(420, 1 / 30, palette.cyan),
    caught(420, 24, 1.6, palette.navy),
    `<path d="M660 180H700M660 300H700M660 420H700" stroke="${palette.line}" stroke-width="1.5"/>`,
    badge(720, 180, '01'),
    badge(720, 300, '02'),
    badge(720, 420, '03'),
    `<g fill="${palette.slate}">${[
      ['3D', 186],
      ['ESP', 306],
      ['50 nm', 426],
    ]
      .map(([label, y]) => textPath(label, { x: 180, y, size: 13, anchor: 'end' }))
      .join('')}</g>`,
  ].join('');
  const defs =
    linearGradient(
      'fl-bg',
      ['0', '0', '0', '1'],
      [
        [0, '#ffffff'],
        [1, '#f1f6fc'],
      ],
    ) +
    `<marker id="fl-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L10 5L0 10z" fill="${palette.blue}"/></marker>`;
  return svgDocument({
    id: 'filter-layers',
    width: W,
    height: H,
    title:
      'Durafiltex 여과층 구조: 01 3D 여과, 02 정전 여과, 03 50nm 나노 여과 순으로 입자가 작아지며 걸러짐',
    defs,
    body,
  });
}

/** Cross-section of a cleanroom: downflow from the ceiling filters, return air through the walls. */
export function airflowDiagram() {
  const W = 800;
  const H = 500;
  const down = [];
  for (let x = 150; x <= 650; x += 50) {
    const bend = x < 330 ? -1 : x > 470 ? 1 : 0;
    const pts = [
      [x, 110],
      [x, 260],
      [x + bend * 14, 330],
      [x + bend * 10, 392],
    ];
    down.push(
      `<path d="${smoothPath(pts)}" fill="none" stroke="${palette.blue}" stroke-opacity="0.75" stroke-width="1.6" marker-end="url(#af-arrow)"/>`,
    );
  }
  const ffu = [];
  for (let i = 0; i < 6; i++) {
    ffu.push(
      `<rect x="${140 + i * 88}" y="78" width="80" height="24" rx="3" fill="#ffffff" stroke="${palette.navy}"/>`,
    );
    ffu.push(`<path d="M${152 + i * 88} 96h56" stroke="${palette.cyan}" stroke-width="3"/>`);
  }
  const floor = [];
  for (let x = 130; x < 670; x += 14) floor.push(`M${x} 404h7`);
  const ret = (side) => {
    const x = side < 0 ? 96 : 704;
    return `<path d="M${x} 430V60Q${x} 40 ${x - side * 20} 40H${side < 0 ? 300 : 500}" fill="none" stroke="${palette.cyan}" stroke-width="2.4" stroke-dasharray="7 6" marker-end="url(#af-arrow-c)"/>`;
  };
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#af-bg)"/>`,
    `<rect x="120" y="66" width="560" height="360" fill="#ffffff" stroke="${palette.navy}" stroke-width="1.5"/>`,
    ffu.join(''),
    down.join(''),
    `<rect x="340" y="300" width="120" height="98" rx="4" fill="#e6f0fb" stroke="${palette.navy}"/>`,
    `<rect x="356" y="316" width="88" height="22" rx="2" fill="${palette.cyan}" fill-opacity="0.35"/>`,
    `<path d="${floor.join('')}" stroke="${palette.navy}" stroke-width="3"/>`,
    `<path d="M120 426H680" stroke="${palette.navy}" stroke-width="1.5"/>`,
    `<path d="M120 440H680" stroke="${palette.line}" stroke-width="8"/>`,
    ret(-1),
    ret(1),
    `<g fill="${palette.cyan}"><circle cx="400" cy="40" r="6"/></g>`,
    `<g fill="${palette.slate}">${textPath('FFU · ULPA', { x: 400, y: 30, size: 13, anchor: 'middle' })}${textPath('0.3–0.5 m/s', { x: 400, y: 476, size: 13, anchor: 'middle' })}</g>`,
  ].join('');
  const defs =
    linearGradient(
      'af-bg',
      ['0', '0', '0', '1'],
      [
        [0, '#f5f9ff'],
        [1, '#e8f2fb'],
      ],
    ) +
    `<marker id="af-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="${palette.blue}"/></marker>` +
    `<marker id="af-arrow-c" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="${palette.cyan}"/></marker>`;
  return svgDocument({
    id: 'airflow',
    width: W,
    height: H,
    title:
      '클린룸 기류도: 천장 팬 필터 유닛에서 수직으로 내려온 공기가 바닥 그레이팅을 지나 벽면으로 돌아 다시 천장으로 순환',
    defs,
    body,
  });
}

/** A calm, map-like picture of the Ulsan coast with the Onsan head office and plant marked. */
export function locationMap() {
  const W = 800;
  const H = 520;
  const coast = [
    [520, -10],
    [540, 80],
    [580, 140],
    [560, 210],
    [610, 260],
    [600, 320],
    [650, 380],
    [630, 450],
    [680, 530],
  ];
  const sea = `${smoothPath(coast)}L820 530L820 -10Z`;
  const river = smoothPath([
    [80, 150],
    [200, 170],
    [310, 140],
    [420, 170],
    [520, 150],
    [560, 170],
  ]);
  const roads = [
    smoothPath([
      [40, 420],
      [220, 380],
      [380, 360],
      [520, 330],
      [600, 320],
    ]),
    smoothPath([
      [300, -10],
      [320, 120],
      [350, 260],
      [380, 360],
      [420, 530],
    ]),
    smoothPath([
      [0, 260],
      [180, 250],
      [350, 260],
      [470, 280],
      [560, 300],
    ]),
  ];
  const blocks = [];
  const rnd = random(71);
  for (let i = 0; i < 40; i++) {
    const x = 60 + rnd() * 440;
    const y = 40 + rnd() * 440;
    blocks.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(14 + rnd() * 30)}" height="${n(10 + rnd() * 20)}" rx="2"/>`,
    );
  }
  const pin = [530, 356];
  const body = [
    `<rect width="${W}" height="${H}" fill="#f4f7fb"/>`,
    `<g fill="#e4eaf2">${blocks.join('')}</g>`,
    `<path d="${sea}" fill="url(#map-sea)"/>`,
    `<path d="${smoothPath(coast)}" fill="none" stroke="#9fc7e6" stroke-width="1.5"/>`,
    `<path d="${river}" fill="none" stroke="#b9dcf2" stroke-width="10" stroke-linecap="round"/>`,
    `<g fill="none" stroke-linecap="round">${roads.map((d) => `<path d="${d}" stroke="#ffffff" stroke-width="9"/><path d="${d}" stroke="#c9d3e0" stroke-width="1"/>`).join('')}</g>`,
    `<rect x="470" y="310" width="110" height="80" rx="6" fill="${palette.cyan}" fill-opacity="0.14" stroke="${palette.teal}" stroke-dasharray="4 4"/>`,
    `<circle cx="${pin[0]}" cy="${pin[1]}" r="46" fill="${palette.blue}" fill-opacity="0.08"/>`,
    `<circle cx="${pin[0]}" cy="${pin[1]}" r="26" fill="${palette.blue}" fill-opacity="0.14"/>`,
    `<path d="M${pin[0]} ${pin[1]}c-14-18-22-28-22-40a22 22 0 0 1 44 0c0 12-8 22-22 40z" fill="${palette.navy}"/>`,
    `<circle cx="${pin[0]}" cy="${pin[1] - 40}" r="8" fill="#ffffff"/>`,
    `<g fill="${palette.slate}">${textPath('EAST SEA', { x: 700, y: 90, size: 13, anchor: 'middle', letterSpacing: 2 })}</g>`,
    `<g transform="translate(740 450)"><circle r="22" fill="#ffffff" stroke="${palette.line}"/><path d="M0-15L6 2H-6Z" fill="${palette.navy}"/><path d="M0 15L6-2H-6Z" fill="${palette.line}"/>${textPath('N', { x: 0, y: -27, size: 12, anchor: 'middle', attributes: `fill="${palette.slate}"` })}</g>`,
  ].join('');
  const defs = linearGradient(
    'map-sea',
    ['0', '0', '1', '1'],
    [
      [0, '#dcecf9'],
      [1, '#c4e2f3'],
    ],
  );
  return svgDocument({
    id: 'location-map',
    width: W,
    height: H,
    title: '오시는 길: 울산 온산 해안가에 위치한 클린에어텍 본사와 울산공장을 표시한 약도',
    defs,
    body,
  });
}
