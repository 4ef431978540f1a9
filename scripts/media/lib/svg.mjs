/**
 * Small helpers shared by the media generators: a seeded random source (so every run draws the same
 * picture), number formatting that keeps SVG files short, and the brand palette.
 */

export const palette = {
  ink: '#071634',
  deep: '#0a1f44',
  navy: '#0b3a8c',
  blue: '#1456d8',
  sky: '#3d8bf0',
  cyan: '#27c1e3',
  teal: '#1397c9',
  ice: '#e6f7fb',
  mist: '#eef4ff',
  line: '#dde3ec',
  slate: '#6b7585',
  white: '#ffffff',
};

/** mulberry32: a tiny deterministic PRNG; returns a function giving floats in [0, 1). */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number rounded to `digits` decimals, without trailing zeros. */
export function n(value, digits = 1) {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points, digits = 1) {
  if (points.length < 2) return '';
  const [first] = points;
  let d = `M${n(first[0], digits)} ${n(first[1], digits)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0], digits)} ${n(c1[1], digits)} ${n(c2[0], digits)} ${n(c2[1], digits)} ${n(p2[0], digits)} ${n(p2[1], digits)}`;
  }
  return d;
}

/** A polyline path ("M x y L x y ..."). */
export function linePath(points, digits = 1) {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x, digits)} ${n(y, digits)}`).join('');
}

/** Escapes text for use inside SVG/HTML element content or attributes. */
export function esc(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Wraps body markup in an <svg> root with a <title> (and optional <desc>), ready to write. */
export function svgDocument({ width, height, title, desc, body, defs = '', id }) {
  const labelId = `${id ?? 'svg'}-title`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${labelId}">`,
    `<title id="${labelId}">${esc(title)}</title>`,
    desc ? `<desc>${esc(desc)}</desc>` : '',
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
  ].join('');
}

/** A linear gradient definition from [offset, colour, opacity?] stops. */
export function linearGradient(id, [x1, y1, x2, y2], stops) {
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`;
}

/** A radial gradient definition from [offset, colour, opacity?] stops. */
export function radialGradient(id, [cx, cy, r], stops) {
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags}</radialGradient>`;
}
