import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pretendardFallbackMetrics } from '../scripts/fallback-metrics.mjs';
import { defaultTheme } from './themes/default';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
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

  it('has fallback faces carrying the overrides computed from Pretendard’s own metrics', () => {
    const { latin, hangul } = pretendardFallbackMetrics();
    const [hangulFace, latinFace] = fallbacks;
    expect(fallbacks).toHaveLength(2);
    expect(hangulFace).toContain('local("Noto Sans CJK KR")');
    expect(latinFace).toContain('local("Arial")');
    for (const [face, metrics] of [
      [hangulFace, hangul],
      [latinFace, latin],
    ] as const) {
      expect(property(face ?? '', 'size-adjust')).toBe(metrics.sizeAdjust);
      expect(property(face ?? '', 'ascent-override')).toBe(metrics.ascentOverride);
      expect(property(face ?? '', 'descent-override')).toBe(metrics.descentOverride);
      expect(property(face ?? '', 'line-gap-override')).toBe(metrics.lineGapOverride);
    }
  });

  it('scales the fallbacks to Pretendard: narrower Hangul than a full-width CJK font', () => {
    const { latin, hangul } = pretendardFallbackMetrics();
    expect(Number.parseFloat(hangul.sizeAdjust)).toBeLessThan(100);
    expect(Number.parseFloat(latin.sizeAdjust)).toBeGreaterThan(80);
    expect(Number.parseFloat(latin.sizeAdjust)).toBeLessThan(120);
  });

  it('is named in the body font stack right after Pretendard', () => {
    expect(defaultTheme.font.family.body).toMatch(/^Pretendard, 'Pretendard Fallback', /);
  });
});
