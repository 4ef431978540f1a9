import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pretendardFallbackFaces } from '../scripts/fallback-metrics.mjs';
import { defaultTheme } from './themes/default';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const fallbackCss = readFileSync(new URL('./fallback-faces.css', import.meta.url), 'utf8');
const faces = [...css, '\n', ...fallbackCss].join('').match(/@font-face\s*{[^}]*}/g) ?? [];
const family = (face: string) => /font-family:\s*"([^"]+)"/.exec(face)?.[1];
const property = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1];

describe('fonts.css', () => {
  const pretendard = faces.filter((face) => family(face) === 'Pretendard');
  const fallbacks = faces.filter((face) => family(face) === 'Pretendard Fallback');

  it('self-hosts Pretendard in at most three weights, swapping in when it arrives', () => {
    const weights = new Set(pretendard.map((face) => property(face, 'font-weight')));
    expect(weights.size).toBeGreaterThan(0);
    expect(weights.size).toBeLessThanOrEqual(3);
    for (const face of pretendard) {
      expect(property(face, 'font-display')).toBe('swap');
      expect(face).not.toMatch(/https?:/);
    }
  });

  it('splits each weight into the package’s dynamic subsets, each a woff2 file of the package, by unicode-range', () => {
    const weights = new Set(pretendard.map((face) => property(face, 'font-weight')));
    // A page fetches only the subsets whose range its text touches: no face may cover everything.
    expect(pretendard.length).toBeGreaterThan(weights.size * 50);
    for (const face of pretendard) {
      expect(property(face, 'unicode-range')).toMatch(/^\s*U\+[0-9a-f]/i);
      const file = /url\(([^)]+\.woff2)\)/.exec(face)?.[1] ?? '';
      expect(existsSync(fileURLToPath(new URL(file, new URL('./fonts.css', import.meta.url)))), file).toBe(
        true,
      );
    }
  });

  it('has a fallback face per weight and script, carrying the overrides computed from Pretendard’s metrics', () => {
    const expected = pretendardFallbackFaces();
    expect(fallbacks).toHaveLength(expected.length);
    expected.forEach((face, index) => {
      const rule = fallbacks[index] ?? '';
      expect(property(rule, 'font-weight')).toBe(String(face.weight));
      expect(property(rule, 'src')?.replace(/\s+/g, ' ')).toBe(
        face.sources.map((name) => `local("${name}")`).join(', '),
      );
      expect(property(rule, 'unicode-range')).toBe(face.unicodeRange);
      expect(property(rule, 'size-adjust')).toBe(face.metrics.sizeAdjust);
      expect(property(rule, 'ascent-override')).toBe(face.metrics.ascentOverride);
      expect(property(rule, 'descent-override')).toBe(face.metrics.descentOverride);
      expect(property(rule, 'line-gap-override')).toBe(face.metrics.lineGapOverride);
    });
  });

  it('covers each of Pretendard’s weights with Hangul and Latin faces of that weight', () => {
    const pretendardWeights = [...new Set(pretendard.map((face) => property(face, 'font-weight')))].sort();
    const fallbackWeights = [...new Set(fallbacks.map((face) => property(face, 'font-weight')))].sort();
    expect(fallbackWeights).toEqual(pretendardWeights);
    for (const weight of fallbackWeights) {
      const ofWeight = fallbacks.filter((face) => property(face, 'font-weight') === weight);
      const bold = Number(weight) >= 600;
      // The Hangul faces come first: the browser tries the last declared face first, so Noto Sans CJK KR
      // is preferred to NanumGothic, and the Latin face covers the rest.
      expect(ofWeight.map((face) => /local\("([^"]+)"\)/.exec(face)?.[1])).toEqual(
        bold
          ? ['NanumGothic Bold', 'Noto Sans CJK KR Bold', 'Arial Bold']
          : ['NanumGothic', 'Noto Sans CJK KR', 'Arial'],
      );
      expect(ofWeight[2]).toContain(bold ? 'local("Nimbus Sans Bold")' : 'local("Nimbus Sans")');
    }
  });

  it('scales the fallbacks to Pretendard: narrower Hangul than a full-width CJK font, bold Latin by bold widths', () => {
    const faces = pretendardFallbackFaces();
    const size = (weight: number, source: string) =>
      Number.parseFloat(
        faces.find((face) => face.weight === weight && face.sources[0] === source)?.metrics.sizeAdjust ?? '',
      );
    expect(size(400, 'Noto Sans CJK KR')).toBeLessThan(100);
    // NanumGothic's syllables are 0.94 em, narrower than Noto's: it is scaled down less.
    expect(size(400, 'NanumGothic')).toBeGreaterThan(size(400, 'Noto Sans CJK KR'));
    expect(size(400, 'Arial')).toBeGreaterThan(80);
    expect(size(400, 'Arial')).toBeLessThan(120);
    // Arial Bold is wider than Pretendard SemiBold than Pretendard Bold: 600 is scaled down most.
    expect(size(600, 'Arial Bold')).toBeLessThan(size(700, 'Arial Bold'));
    expect(size(700, 'Arial Bold')).toBeLessThan(size(400, 'Arial'));
  });

  it('is named in the body font stack right after Pretendard', () => {
    expect(defaultTheme.font.family.body).toMatch(/^Pretendard, 'Pretendard Fallback', /);
  });
});

describe('where the faces live', () => {
  it("keeps the fallback faces out of Pretendard's sheet, in the global styles the first paint has", () => {
    expect(css).not.toMatch(/font-family:\s*"Pretendard Fallback"/);
    expect(fallbackCss).not.toMatch(/url\(/);
    const global = readFileSync(new URL('./global.css.ts', import.meta.url), 'utf8');
    expect(global).toContain("import './fallback-faces.css';");
  });
});
