// Metric overrides for 'Pretendard Fallback': local fonts scaled and re-spaced so that text set in them
// takes the room Pretendard will take, and the swap to Pretendard moves nothing (no layout shift).
// Pretendard's metrics are read from its font files; the fallbacks' are their published widths (Adobe's for
// Helvetica, which Arial and its twins share) or their fonts' uniform Hangul advance.
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
 * Liberation Sans, Arimo and Nimbus Sans share them exactly.
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

/** Arial Bold's advance widths in 1/1000 em: Helvetica Bold's (Adobe), shared by its metric twins. */
const arialBoldAdvance = {
  ' ': 278,
  a: 556,
  b: 611,
  c: 556,
  d: 611,
  e: 556,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  z: 500,
};

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

/** Hangul syllables, jamo and compatibility jamo. */
const hangulRange = 'U+1100-11FF, U+3130-318F, U+AC00-D7A3';

/**
 * The local fonts a fallback face may use, by script and weight, and their average advance (em). Every
 * name is matched exactly (full name or PostScript name), so each font is listed under the names it
 * carries on Windows, macOS, Android and Linux. Metric twins share one face: their widths are equal.
 */
const localFonts = {
  latin: {
    regular: {
      names: [
        'Arial',
        'ArialMT',
        'Liberation Sans',
        'LiberationSans',
        'Arimo',
        'Helvetica',
        'Nimbus Sans',
        'Nimbus Sans Regular',
        'NimbusSans-Regular',
      ],
      advance: weightedAverage((char) => arialAdvance[char] / 1000),
    },
    bold: {
      names: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Helvetica Bold',
        'Helvetica-Bold',
        'Nimbus Sans Bold',
        'NimbusSans-Bold',
      ],
      advance: weightedAverage((char) => arialBoldAdvance[char] / 1000),
    },
  },
  // Noto Sans CJK KR (Source Han Sans): every Hangul syllable is one em wide, in every weight.
  notoSansCjk: {
    regular: {
      names: [
        'Noto Sans CJK KR',
        'Noto Sans CJK KR Regular',
        'NotoSansCJKkr-Regular',
        'Noto Sans KR',
        'Noto Sans KR Regular',
        'NotoSansKR-Regular',
        'Source Han Sans K',
      ],
      advance: 1,
    },
    bold: {
      names: [
        'Noto Sans CJK KR Bold',
        'NotoSansCJKkr-Bold',
        'Noto Sans KR Bold',
        'NotoSansKR-Bold',
        'Source Han Sans K Bold',
        'SourceHanSansK-Bold',
      ],
      advance: 1,
    },
  },
  // NanumGothic (Linux, and many Korean desktops): every Hangul syllable is 0.94 em wide, in both weights.
  nanumGothic: {
    regular: { names: ['NanumGothic', '나눔고딕'], advance: 0.94 },
    bold: { names: ['NanumGothic Bold', 'NanumGothicBold', '나눔고딕 Bold'], advance: 0.94 },
  },
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

/** Pretendard's file for each weight the design system uses. */
const pretendardFiles = { 400: 'Regular', 600: 'SemiBold', 700: 'Bold' };

/**
 * The 'Pretendard Fallback' faces, in the order they are declared: for each of Pretendard's weights, the
 * Hangul faces (NanumGothic, then Noto Sans CJK KR, which the browser prefers where both exist: the last
 * declared face is tried first) and the Latin face (Arial and its twins), each scaled so that text set in
 * it takes the room it will take in Pretendard of that weight.
 */
export function pretendardFallbackFaces() {
  const faces = [];
  for (const [weight, file] of Object.entries(pretendardFiles)) {
    const font = fontkit.openSync(require.resolve(`pretendard/dist/public/static/Pretendard-${file}.otf`));
    const advance = (char) => font.glyphForCodePoint(char.codePointAt(0)).advanceWidth / font.unitsPerEm;
    const latin = weightedAverage(advance);
    const hangul =
      Array.from(hangulSample).reduce((sum, char) => sum + advance(char), 0) /
      Array.from(hangulSample).length;
    const style = Number(weight) >= 600 ? 'bold' : 'regular';
    const face = (script, local, pretendardAdvance, unicodeRange) => ({
      weight: Number(weight),
      script,
      sources: local.names,
      unicodeRange,
      metrics: overrides(font, pretendardAdvance / local.advance),
    });
    faces.push(
      face('hangul', localFonts.nanumGothic[style], hangul, hangulRange),
      face('hangul', localFonts.notoSansCjk[style], hangul, hangulRange),
      face('latin', localFonts.latin[style], latin, undefined),
    );
  }
  return faces;
}
