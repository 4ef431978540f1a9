/** Isometric drawing helpers for the project illustrations. */
import { linePath } from '../lib/svg.mjs';

/** Returns a projector from (x, y, z) room units to screen points. */
export function projector(originX, originY, unit) {
  return (x, y, z) => [originX + (x - y) * 0.866 * unit, originY + (x + y) * 0.5 * unit - z * unit];
}

/** A filled polygon face. */
export function face(points, fill, { stroke = 'none', opacity = 1, width = 1 } = {}) {
  return `<path d="${linePath(points)}Z" fill="${fill}"${opacity === 1 ? '' : ` fill-opacity="${opacity}"`}${stroke === 'none' ? '' : ` stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"`}/>`;
}

/** A box with its three visible faces (top, left = +y side, right = +x side). */
export function box(iso, [x, y, z], [w, d, h], { top, left, right, stroke = 'none' }) {
  const t = [iso(x, y, z + h), iso(x + w, y, z + h), iso(x + w, y + d, z + h), iso(x, y + d, z + h)];
  const l = [iso(x, y + d, z), iso(x + w, y + d, z), iso(x + w, y + d, z + h), iso(x, y + d, z + h)];
  const r = [iso(x + w, y, z), iso(x + w, y + d, z), iso(x + w, y + d, z + h), iso(x + w, y, z + h)];
  return face(l, left, { stroke }) + face(r, right, { stroke }) + face(t, top, { stroke });
}
