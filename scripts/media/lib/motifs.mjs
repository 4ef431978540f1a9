/**
 * Abstract technical motifs for 800x450 news images: airflow, fibre meshes, wafers, cleanroom grids,
 * filter layers, plants and charts. Each motif takes a seeded random source and a colourway and returns
 * SVG markup (defs + body) drawn on a 800x450 canvas.
 */
import { linearGradient, linePath, n, palette, radialGradient, smoothPath } from './svg.mjs';

export const W = 800;
export const H = 450;

/** Colourways: dark ones on a navy field, light ones on an ice field. */
export const colourways = {
  night: { dark: true, bg: [palette.ink, palette.navy, palette.teal], line: '#ffffff', accent: palette.cyan },
  deep: { dark: true, bg: ['#050f26', palette.deep, '#0d4f9e'], line: '#cfe9ff', accent: palette.cyan },
  dawn: { dark: true, bg: ['#08183a', '#173f8f', '#5aa9e6'], line: '#ffffff', accent: '#9fe6f5' },
  forest: { dark: true, bg: ['#05201f', '#0b4a4a', '#1f9c8a'], line: '#eafff8', accent: '#7de3c6' },
  ice: { dark: false, bg: ['#f4f8ff', '#e6f1fb', '#d3ecf6'], line: palette.navy, accent: palette.blue },
  paper: { dark: false, bg: ['#ffffff', '#f1f5fb', '#e3edf8'], line: palette.deep, accent: palette.teal },
};

/** The shared field: a diagonal gradient, a soft glow, a fine engineering grid. */
export function field(c, rnd, { grid = 40, glow = [0.72, 0.3] } = {}) {
  const defs = [
    linearGradient(
      'bg',
      ['0', '0', '1', '1'],
      [
        [0, c.bg[0]],
        [0.55, c.bg[1]],
        [1, c.bg[2]],
      ],
    ),
    radialGradient(
      'glow',
      [String(glow[0]), String(glow[1]), '0.6'],
      [
        [0, c.accent, c.dark ? 0.45 : 0.35],
        [1, c.accent, 0],
      ],
    ),
    `<pattern id="grid" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse"><path d="M${grid} 0H0V${grid}" fill="none" stroke="${c.line}" stroke-opacity="${c.dark ? 0.07 : 0.09}" stroke-width="1"/></pattern>`,
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>`,
    `<filter id="blur2" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2"/></filter>`,
  ].join('');
  const offset = Math.floor(rnd() * grid);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    `<rect x="${-offset}" y="${-offset}" width="${W + grid}" height="${H + grid}" fill="url(#grid)"/>`,
  ].join('');
  return { defs, body };
}

/** Laminar downflow from a ceiling filter band, bending around an obstacle. */
export function airflow(rnd, c) {
  const lines = [];
  const count = 34;
  for (let i = 0; i < count; i++) {
    const x0 = 30 + (i * (W - 60)) / (count - 1);
    const pts = [];
    for (let y = 60; y <= H + 10; y += 30) {
      const bend =
        Math.exp(-(((x0 - 430) / 150) ** 2)) * Math.max(0, (y - 220) / 230) * (x0 < 430 ? -70 : 70);
      pts.push([x0 + bend + Math.sin(y / 60 + i) * 2, y]);
    }
    const o = 0.18 + rnd() * 0.45;
    lines.push(
      `<path d="${smoothPath(pts)}" fill="none" stroke="url(#flow)" stroke-opacity="${n(o, 2)}" stroke-width="${n(0.8 + rnd() * 1.4)}"/>`,
    );
  }
  const dots = [];
  for (let i = 0; i < 70; i++) {
    dots.push(
      `<circle cx="${n(rnd() * W)}" cy="${n(80 + rnd() * (H - 80))}" r="${n(0.8 + rnd() * 2.2)}" fill="${c.accent}" fill-opacity="${n(0.3 + rnd() * 0.6, 2)}"/>`,
    );
  }
  const defs = linearGradient(
    'flow',
    ['0', '0', '0', '1'],
    [
      [0, c.line, 0.95],
      [1, c.accent, 0.1],
    ],
  );
  const ffu = [];
  for (let i = 0; i < 8; i++) {
    ffu.push(
      `<rect x="${20 + i * 97}" y="24" width="88" height="26" rx="3" fill="${c.line}" fill-opacity="${c.dark ? 0.1 : 0.14}" stroke="${c.line}" stroke-opacity="0.35"/>`,
    );
  }
  const obstacle = `<rect x="360" y="330" width="140" height="120" rx="6" fill="${c.line}" fill-opacity="${c.dark ? 0.08 : 0.12}" stroke="${c.accent}" stroke-opacity="0.7"/>`;
  return { defs, body: ffu.join('') + lines.join('') + dots.join('') + obstacle };
}

/** A nano-fibre web: long smooth fibres crossing at random, some out of focus. */
export function fibres(rnd, c) {
  const out = [];
  for (let i = 0; i < 70; i++) {
    const y0 = rnd() * H;
    const y1 = rnd() * H;
    const pts = [];
    for (let k = 0; k <= 6; k++) {
      const t = k / 6;
      pts.push([-40 + t * (W + 80), y0 + (y1 - y0) * t + Math.sin(t * 6 + i) * (20 + rnd() * 40)]);
    }
    const far = i < 28;
    out.push(
      `<path d="${smoothPath(pts)}" fill="none" stroke="${far ? c.accent : c.line}" stroke-opacity="${n(far ? 0.25 : 0.25 + rnd() * 0.5, 2)}" stroke-width="${n(far ? 4 + rnd() * 6 : 0.6 + rnd() * 1.6)}"${far ? ' filter="url(#soft)"' : ''}/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    out.push(
      `<circle cx="${n(rnd() * W)}" cy="${n(rnd() * H)}" r="${n(1.5 + rnd() * 3)}" fill="${c.accent}" fill-opacity="0.8"/>`,
    );
  }
  return { defs: '', body: out.join('') };
}

/** A wafer with its die grid and a glowing rim, off centre. */
export function wafer(rnd, c) {
  const cx = 520;
  const cy = 240;
  const r = 190;
  const dies = [];
  const s = 26;
  for (let x = cx - r; x < cx + r; x += s) {
    for (let y = cy - r; y < cy + r; y += s) {
      const far = Math.hypot(
        Math.max(Math.abs(x - cx), Math.abs(x + s - cx)),
        Math.max(Math.abs(y - cy), Math.abs(y + s - cy)),
      );
      if (far > r - 8) continue;
      const lit = rnd() < 0.12;
      dies.push(
        `<rect x="${n(x + 2)}" y="${n(y + 2)}" width="${s - 4}" height="${s - 4}" rx="2" fill="${lit ? c.accent : c.line}" fill-opacity="${lit ? 0.55 : c.dark ? 0.06 : 0.08}"/>`,
      );
    }
  }
  const defs = radialGradient(
    'waferFill',
    ['0.4', '0.35', '0.8'],
    [
      [0, c.accent, 0.35],
      [1, c.bg[0], 0.1],
    ],
  );
  const body = [
    `<circle cx="${cx}" cy="${cy}" r="${r + 30}" fill="none" stroke="${c.accent}" stroke-opacity="0.5" stroke-width="10" filter="url(#soft)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#waferFill)" stroke="${c.line}" stroke-opacity="0.6" stroke-width="1.5"/>`,
    dies.join(''),
    `<path d="M${cx - 16} ${cy + r - 1}h32" stroke="${c.line}" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r + 60}" fill="none" stroke="${c.line}" stroke-opacity="0.18" stroke-dasharray="2 8"/>`,
    `<path d="M40 ${cy}H${cx - r - 70}M${cx + r + 70} ${cy}H${W}" stroke="${c.line}" stroke-opacity="0.3"/>`,
  ].join('');
  return { defs, body };
}

/** A cleanroom ceiling in one-point perspective: filter-fan-unit panels and the floor grid. */
export function ceiling(rnd, c) {
  const vx = 400;
  const vy = 225;
  const out = [];
  const depths = [1, 0.72, 0.52, 0.38, 0.28, 0.21, 0.16];
  for (const d of depths) {
    const hw = 520 * d;
    const hh = 300 * d;
    out.push(
      `<rect x="${n(vx - hw)}" y="${n(vy - hh)}" width="${n(hw * 2)}" height="${n(hh * 2)}" fill="none" stroke="${c.line}" stroke-opacity="${n(0.12 + d * 0.25, 2)}"/>`,
    );
  }
  for (let i = -6; i <= 6; i++) {
    out.push(
      `<path d="M${vx} ${vy}L${n(vx + i * 90)} ${-80}M${vx} ${vy}L${n(vx + i * 90)} ${H + 80}" stroke="${c.line}" stroke-opacity="0.16"/>`,
    );
  }
  for (let k = 0; k < depths.length - 1; k++) {
    const d = depths[k];
    const d2 = depths[k + 1];
    for (let i = -5; i <= 4; i += 2) {
      const x1 = vx + i * 90 * d;
      const x2 = vx + (i + 1) * 90 * d;
      const x3 = vx + (i + 1) * 90 * d2;
      const x4 = vx + i * 90 * d2;
      const y1 = vy - 300 * d;
      const y2 = vy - 300 * d2;
      const lit = (i + k) % 3 === 0 || rnd() < 0.2;
      out.push(
        `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y1)}L${n(x3)} ${n(y2)}L${n(x4)} ${n(y2)}Z" fill="${c.accent}" fill-opacity="${lit ? n(0.25 + d * 0.35, 2) : 0.05}"/>`,
      );
    }
  }
  out.push(
    `<ellipse cx="${vx}" cy="${vy}" rx="120" ry="60" fill="${c.accent}" fill-opacity="0.35" filter="url(#soft)"/>`,
  );
  return { defs: '', body: out.join('') };
}

/** Isometric plant blocks drawn in thin glowing line art. */
export function plant(rnd, c) {
  const iso = (x, y, z) => [390 + (x - y) * 0.866 * 23, 240 + (x + y) * 0.5 * 23 - z * 23];
  const box = (x, y, w, d, h, lit) => {
    const top = [iso(x, y, h), iso(x + w, y, h), iso(x + w, y + d, h), iso(x, y + d, h)];
    const left = [iso(x, y + d, 0), iso(x + w, y + d, 0), iso(x + w, y + d, h), iso(x, y + d, h)];
    const right = [iso(x + w, y, 0), iso(x + w, y + d, 0), iso(x + w, y + d, h), iso(x + w, y, h)];
    const face = (pts, o) =>
      `<path d="${linePath(pts)}Z" fill="${lit ? c.accent : c.line}" fill-opacity="${o}" stroke="${c.line}" stroke-opacity="0.55" stroke-linejoin="round"/>`;
    return face(left, c.dark ? 0.08 : 0.1) + face(right, c.dark ? 0.14 : 0.16) + face(top, lit ? 0.45 : 0.2);
  };
  const out = [];
  const ground = [iso(-8, -8, 0), iso(12, -8, 0), iso(12, 12, 0), iso(-8, 12, 0)];
  out.push(
    `<path d="${linePath(ground)}Z" fill="none" stroke="${c.line}" stroke-opacity="0.2" stroke-dasharray="3 6"/>`,
  );
  out.push(box(-6, -6, 8, 5, 2.4, false));
  out.push(box(-6, 1, 8, 4, 2.2, true));
  out.push(box(4, -6, 4, 4, 3.4, false));
  out.push(box(4, 0, 6, 6, 1.6, false));
  for (let i = 0; i < 3; i++) out.push(box(5 + i * 1.4, -1.2, 0.8, 0.8, 4.6 + i * 0.4, i === 1));
  const [sx, sy] = iso(6.8, -0.8, 6);
  for (let i = 0; i < 5; i++) {
    out.push(
      `<circle cx="${n(sx + i * 18 + rnd() * 6)}" cy="${n(sy - i * 26)}" r="${n(8 + i * 6)}" fill="${c.line}" fill-opacity="${n(0.18 - i * 0.03, 2)}" filter="url(#soft)"/>`,
    );
  }
  return { defs: '', body: out.join('') };
}

/** Stacked filter media layers in isometric view, particles caught layer by layer. */
export function layers(rnd, c) {
  const out = [];
  const colours = [c.line, c.accent, c.line, c.accent];
  for (let i = 0; i < 4; i++) {
    const y = 120 + i * 62;
    const x = 230 + i * 18;
    const pts = [
      [x, y],
      [x + 300, y - 60],
      [x + 460, y],
      [x + 160, y + 60],
    ];
    out.push(
      `<path d="${linePath(pts)}Z" fill="${colours[i]}" fill-opacity="${n(0.1 + i * 0.06, 2)}" stroke="${c.line}" stroke-opacity="0.6"/>`,
    );
    for (let k = 0; k < 10 + i * 6; k++) {
      const u = rnd();
      const v = rnd();
      const px = x + u * 300 + v * 160;
      const py = y - u * 60 + v * 60;
      out.push(
        `<circle cx="${n(px)}" cy="${n(py)}" r="${n(2.6 - i * 0.5)}" fill="${c.accent}" fill-opacity="0.85"/>`,
      );
    }
  }
  for (let i = 0; i < 9; i++) {
    const x = 120 + i * 14;
    out.push(
      `<path d="M${x} 70V${n(300 + i * 6)}" stroke="${c.accent}" stroke-opacity="${n(0.2 + (i % 3) * 0.15, 2)}" stroke-dasharray="1 7" stroke-linecap="round" stroke-width="2"/>`,
    );
  }
  return { defs: '', body: out.join('') };
}

/** Topographic contour lines: calm, organic, for environment and ESG stories. */
export function contours(rnd, c) {
  const out = [];
  const cx = 520 + rnd() * 80;
  const cy = 220;
  for (let k = 1; k <= 16; k++) {
    const pts = [];
    const r = k * 26;
    for (let a = 0; a <= 24; a++) {
      const t = (a / 24) * Math.PI * 2;
      const wob = 1 + 0.12 * Math.sin(3 * t + k * 0.3) + 0.06 * Math.cos(5 * t - k * 0.5);
      pts.push([cx + Math.cos(t) * r * 1.5 * wob, cy + Math.sin(t) * r * wob]);
    }
    out.push(
      `<path d="${smoothPath(pts)}" fill="none" stroke="${k % 4 === 0 ? c.accent : c.line}" stroke-opacity="${n(k % 4 === 0 ? 0.7 : 0.28, 2)}" stroke-width="${k % 4 === 0 ? 1.6 : 1}"/>`,
    );
  }
  out.push(`<circle cx="${n(cx)}" cy="${cy}" r="7" fill="${c.accent}"/>`);
  out.push(`<circle cx="${n(cx)}" cy="${cy}" r="22" fill="none" stroke="${c.accent}" stroke-opacity="0.6"/>`);
  return { defs: '', body: out.join('') };
}

/** A hexagonal lattice with bright nodes: materials research. */
export function lattice(rnd, c) {
  const out = [];
  const s = 34;
  const h = s * Math.sqrt(3);
  for (let row = -1; row < 10; row++) {
    for (let col = -1; col < 17; col++) {
      const x = col * s * 1.5;
      const y = row * h + (col % 2 ? h / 2 : 0);
      const dist = Math.hypot(x - 560, y - 210);
      const o = Math.max(0.05, 0.55 - dist / 700);
      const pts = [];
      for (let k = 0; k < 6; k++)
        pts.push([x + s * Math.cos((k * Math.PI) / 3), y + s * Math.sin((k * Math.PI) / 3)]);
      out.push(`<path d="${linePath(pts, 0)}Z" fill="none" stroke="${c.line}" stroke-opacity="${n(o, 2)}"/>`);
      if (rnd() < 0.16 && dist < 360) {
        out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(3 + rnd() * 4)}" fill="${c.accent}"/>`);
        out.push(
          `<circle cx="${n(x)}" cy="${n(y)}" r="16" fill="${c.accent}" fill-opacity="0.35" filter="url(#soft)"/>`,
        );
      }
    }
  }
  return { defs: '', body: out.join('') };
}

/** A network of people/partners: nodes joined to their nearest neighbours. */
export function network(rnd, c, { hubs = 1 } = {}) {
  const nodes = [];
  const centres =
    hubs === 2
      ? [
          [300, 225],
          [500, 225],
        ]
      : [[470, 225]];
  for (let i = 0; i < 64; i++) {
    const [hx, hy] = centres[i % centres.length];
    const a = rnd() * Math.PI * 2;
    const r = 40 + rnd() ** 0.8 * 230;
    nodes.push([hx + Math.cos(a) * r * 1.25, hy + Math.sin(a) * r * 0.8]);
  }
  const out = [];
  for (const [i, p] of nodes.entries()) {
    const near = nodes
      .map((q, j) => [Math.hypot(q[0] - p[0], q[1] - p[1]), j])
      .filter(([, j]) => j !== i)
      .sort((a, b) => a[0] - b[0])
      .slice(0, 3);
    for (const [, j] of near) {
      if (j < i) continue;
      const q = nodes[j];
      out.push(
        `<path d="M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}" stroke="${c.line}" stroke-opacity="0.3"/>`,
      );
    }
  }
  for (const [x, y] of centres) {
    out.push(`<circle cx="${x}" cy="${y}" r="70" fill="none" stroke="${c.accent}" stroke-opacity="0.5"/>`);
    out.push(
      `<circle cx="${x}" cy="${y}" r="40" fill="${c.accent}" fill-opacity="0.3" filter="url(#soft)"/>`,
    );
    out.push(`<circle cx="${x}" cy="${y}" r="10" fill="${c.accent}"/>`);
  }
  for (const [x, y] of nodes) {
    out.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2 + rnd() * 3)}" fill="${c.line}" fill-opacity="0.85"/>`,
    );
  }
  return { defs: '', body: out.join('') };
}

/** Battery cells in rows, with a dew-point sensor trace: the dry room. */
export function cells(rnd, c) {
  const out = [];
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 11; i++) {
      const x = 70 + i * 62 + row * 14;
      const y = 90 + row * 86;
      const lit = rnd() < 0.18;
      out.push(
        `<rect x="${x}" y="${y}" width="44" height="66" rx="6" fill="${lit ? c.accent : c.line}" fill-opacity="${lit ? 0.45 : 0.1}" stroke="${c.line}" stroke-opacity="0.5"/>`,
      );
      out.push(
        `<rect x="${x + 16}" y="${y - 6}" width="12" height="6" rx="1.5" fill="${c.line}" fill-opacity="0.5"/>`,
      );
    }
  }
  const pts = [];
  for (let x = 0; x <= W; x += 20) pts.push([x, 400 - 30 * Math.exp(-x / 260) + Math.sin(x / 40) * 3]);
  out.push(`<path d="${smoothPath(pts)}" fill="none" stroke="${c.accent}" stroke-width="2"/>`);
  out.push(`<path d="M0 410H${W}" stroke="${c.line}" stroke-opacity="0.3" stroke-dasharray="4 6"/>`);
  return { defs: '', body: out.join('') };
}

/** Radiating rays and a faceted medal shape: awards and milestones. */
export function burst(rnd, c) {
  const out = [];
  const cx = 520;
  const cy = 225;
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const r1 = 120;
    const r2 = 200 + rnd() * 260;
    out.push(
      `<path d="M${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}L${n(cx + Math.cos(a) * r2)} ${n(cy + Math.sin(a) * r2)}" stroke="${i % 6 === 0 ? c.accent : c.line}" stroke-opacity="${n(0.12 + rnd() * 0.3, 2)}"/>`,
    );
  }
  const hex = (r) => {
    const pts = [];
    for (let k = 0; k < 6; k++)
      pts.push([cx + r * Math.cos(((k + 0.5) * Math.PI) / 3), cy + r * Math.sin(((k + 0.5) * Math.PI) / 3)]);
    return `${linePath(pts)}Z`;
  };
  out.push(
    `<path d="${hex(96)}" fill="${c.accent}" fill-opacity="0.18" stroke="${c.line}" stroke-opacity="0.7"/>`,
  );
  out.push(`<path d="${hex(70)}" fill="none" stroke="${c.accent}" stroke-width="2"/>`);
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="60" fill="${c.accent}" fill-opacity="0.4" filter="url(#soft)"/>`,
  );
  out.push(
    `<path d="M${cx} ${cy - 30}l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="${c.line}" fill-opacity="0.9"/>`,
  );
  return { defs: '', body: out.join('') };
}

/** Bars and a rising curve: results and reports. */
export function chart(rnd, c) {
  const out = [];
  const values = [];
  let v = 0.3;
  for (let i = 0; i < 12; i++) {
    v = Math.min(0.95, v + 0.03 + rnd() * 0.06);
    values.push(v);
  }
  for (const [i, value] of values.entries()) {
    const x = 120 + i * 50;
    const h = value * 290;
    out.push(
      `<rect x="${x}" y="${n(380 - h)}" width="28" height="${n(h)}" rx="3" fill="${i === values.length - 1 ? c.accent : c.line}" fill-opacity="${i === values.length - 1 ? 0.85 : n(0.1 + i * 0.025, 2)}"/>`,
    );
  }
  const pts = values.map((value, i) => [134 + i * 50, 380 - value * 290 - 26]);
  out.push(`<path d="${smoothPath(pts)}" fill="none" stroke="${c.accent}" stroke-width="2.5"/>`);
  for (const [x, y] of pts)
    out.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="4" fill="${c.bg[0]}" stroke="${c.accent}" stroke-width="2"/>`,
    );
  out.push(`<path d="M100 380H${W - 60}" stroke="${c.line}" stroke-opacity="0.5"/>`);
  return { defs: '', body: out.join('') };
}

/** Room plan of a GMP suite with pressure cascade arrows and capsule forms. */
export function gmp(rnd, c) {
  const out = [];
  const rooms = [
    [80, 80, 220, 150],
    [300, 80, 180, 150],
    [480, 80, 240, 150],
    [80, 230, 160, 140],
    [240, 230, 240, 140],
    [480, 230, 240, 140],
  ];
  for (const [i, [x, y, w, h]] of rooms.entries()) {
    const grade = i === 4 ? 0.4 : i === 1 ? 0.25 : 0.08;
    out.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.accent}" fill-opacity="${grade}" stroke="${c.line}" stroke-opacity="0.7" stroke-width="1.5"/>`,
    );
  }
  const arrows = [
    [200, 230, 0, -1],
    [390, 230, 0, 1],
    [480, 300, 1, 0],
    [300, 155, 1, 0],
  ];
  for (const [x, y, dx, dy] of arrows) {
    out.push(
      `<path d="M${x - dx * 18} ${y - dy * 18}L${x + dx * 18} ${y + dy * 18}" stroke="${c.line}" stroke-width="2" marker-end="url(#arrow)"/>`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const x = 540 + rnd() * 150;
    const y = 260 + rnd() * 90;
    const a = rnd() * 180;
    out.push(
      `<rect x="${n(x - 16)}" y="${n(y - 7)}" width="32" height="14" rx="7" transform="rotate(${n(a, 0)} ${n(x)} ${n(y)})" fill="${c.line}" fill-opacity="0.5"/>`,
    );
  }
  const defs = `<marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L10 5L0 10z" fill="${c.line}"/></marker>`;
  return { defs, body: out.join('') };
}

/** Concentric exhibition rings and booth pillars. */
export function rings(rnd, c) {
  const out = [];
  const cx = 400;
  const cy = 520;
  for (let k = 0; k < 14; k++) {
    const r = 90 + k * 36;
    out.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.6}" ry="${r}" fill="none" stroke="${k % 3 === 0 ? c.accent : c.line}" stroke-opacity="${n(0.55 - k * 0.03, 2)}"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const x = 110 + i * 72;
    const h = 80 + Math.abs(4 - i) * -12 + 120 + rnd() * 30;
    out.push(
      `<rect x="${x}" y="${n(330 - h)}" width="10" height="${n(h)}" rx="5" fill="${i === 4 ? c.accent : c.line}" fill-opacity="${i === 4 ? 0.9 : 0.35}"/>`,
    );
  }
  out.push(
    `<ellipse cx="${cx}" cy="330" rx="300" ry="40" fill="${c.accent}" fill-opacity="0.25" filter="url(#soft)"/>`,
  );
  return { defs: '', body: out.join('') };
}

export const motifs = {
  airflow,
  fibres,
  wafer,
  ceiling,
  plant,
  layers,
  contours,
  lattice,
  network,
  cells,
  burst,
  chart,
  gmp,
  rings,
};
