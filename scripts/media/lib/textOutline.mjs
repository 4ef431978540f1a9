/**
 * Text for the illustrations as outlines in Pretendard. An SVG shown as an <img> cannot use the page's web
 * fonts: its <text> is set in whatever the viewer's system has, and looking a missing family up costs the
 * browser tens of milliseconds on the page's main thread. A path looks the same everywhere and costs nothing.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('../../../', import.meta.url).pathname;
const require = createRequire(join(root, 'packages/tokens/package.json'));
const fontkit = require('fontkit');
const fontDir = join(dirname(require.resolve('pretendard/package.json')), 'dist/public/static');
const faceFiles = { 400: 'Pretendard-Regular.otf', 700: 'Pretendard-Bold.otf' };
const fonts = new Map();

function font(weight) {
  const file = faceFiles[weight];
  if (!file) throw new Error(`No Pretendard face for weight ${weight}`);
  if (!fonts.has(weight)) fonts.set(weight, fontkit.openSync(join(fontDir, file)));
  return fonts.get(weight);
}

const round = (value) => String(Math.round(value * 10) / 10);

/** The advance width of `text` in px, letter spacing included (after every letter, as SVG does). */
export function textWidth(text, { size, weight = 400, letterSpacing = 0 }) {
  const face = font(weight);
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  return run.positions.reduce((sum, position) => sum + position.xAdvance * scale + letterSpacing, 0);
}

/**
 * `text` as one `<path>`, placed as `<text x y text-anchor font-size font-weight letter-spacing>` would place
 * it (y is the baseline). `attributes` are added to the path as they are (fill, opacity).
 */
export function textPath(
  text,
  { x, y, size, weight = 400, anchor = 'start', letterSpacing = 0, attributes = '' },
) {
  const face = font(weight);
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  const width = textWidth(text, { size, weight, letterSpacing });
  let pen = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let d = '';
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const outline = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG();
    d += outline.replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (number) => round(Number(number)));
    pen += position.xAdvance * scale + letterSpacing;
  });
  return `<path d="${d}"${attributes ? ` ${attributes}` : ''}/>`;
}
