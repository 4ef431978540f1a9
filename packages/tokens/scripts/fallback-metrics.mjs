// Metric overrides for 'Pretendard Fallback': local fonts scaled and re-spaced so that text set in them
// takes the room Pretendard will take, and the swap to Pretendard moves nothing (no layout shift).
// Pretendard's metrics are read from its font file; the fallbacks' are their published metrics.
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** How often each character occurs in English text (letters and the space, per cent). */
const latinFrequency = {
  ' ': 18.3,
  e: 10.3,
  t: 7.5,
  a: 6.5,
  o: 6.2,
  n: 5.7,
  i: 5.7,
  s: 5.3,
  r: 5.0,
  h: 5.0,
  l: 3.3,
  d: 3.3,
  u: 2.3,
  c: 2.2,
  m: 2.0,
  f: 2.0,
  w: 1.7,
  g: 1.6,
  p: 1.5,
  y: 1.4,
  b: 1.3,
  v: 0.8,
  k: 0.6,
  x: 0.1,
  j: 0.1,
  q: 0.1,
  z: 0.1,
};

/**
 * Arial's advance widths in 1/1000 em: they equal Helvetica's, whose metrics Adobe publishes, and
 * Liberation Sans and Arimo share them exactly.
 */
const arialAdvance = {
  ' ': 278,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
};

/** Noto Sans CJK KR (Source Han Sans): every Hangul syllable is one em wide. */
const notoSansCjkHangulAdvance = 1;

/** Common syllables whose average advance stands for Korean text. */
const hangulSample = '의이다는에을하고한가를으로지기서도사대그수적인것있어시나자리해부정전보';

const weightedAverage = (widthOf) => {
  let sum = 0;
  let weights = 0;
  for (const [char, weight] of Object.entries(latinFrequency)) {
    sum += widthOf(char) * weight;
    weights += weight;
  }
  return sum / weights;
};

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** Pretendard's vertical metrics (hhea), divided by the scale, so a line keeps Pretendard's proportions. */
function overrides(font, sizeAdjust) {
  const em = font.unitsPerEm;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.hhea.ascent / em / sizeAdjust),
    descentOverride: percent(Math.abs(font.hhea.descent) / em / sizeAdjust),
    lineGapOverride: percent(font.hhea.lineGap / em / sizeAdjust),
  };
}

/** The overrides of the Latin fallback (Arial) and the Hangul fallback (Noto Sans CJK KR). */
export function pretendardFallbackMetrics() {
  const font = fontkit.openSync(require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf'));
  const em = font.unitsPerEm;
  const advance = (char) => font.glyphForCodePoint(char.codePointAt(0)).advanceWidth / em;
  const pretendardLatin = weightedAverage(advance);
  const arialLatin = weightedAverage((char) => arialAdvance[char] / 1000);
  const pretendardHangul =
    Array.from(hangulSample).reduce((sum, char) => sum + advance(char), 0) / Array.from(hangulSample).length;
  return {
    latin: overrides(font, pretendardLatin / arialLatin),
    hangul: overrides(font, pretendardHangul / notoSansCjkHangulAdvance),
  };
}
