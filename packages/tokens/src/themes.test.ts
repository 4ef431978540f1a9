import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { defaultTheme } from './themes/default';
import { forestTheme } from './themes/forest';
import type { ThemeValues } from './themes/values';

const themes: Record<string, ThemeValues> = { default: defaultTheme, forest: forestTheme };

function leafPaths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.join('.')];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

describe('themes', () => {
  it('fill exactly the same contract', () => {
    expect(leafPaths(forestTheme).sort()).toEqual(leafPaths(defaultTheme).sort());
  });

  for (const [name, theme] of Object.entries(themes)) {
    describe(name, () => {
      const { text, surface, brand, status, focus } = theme.color;
      it.each([
        ['primary text on page', text.primary, surface.page],
        ['secondary text on page', text.secondary, surface.page],
        ['muted text on subtle surface', text.muted, surface.subtle],
        ['links on page', text.link, surface.page],
        ['inverse text on inverse surface', text.inverse, surface.inverse],
        ['inverse text on primary buttons', text.inverse, brand.primary],
        ['error text on error surface', status.error, status.errorSurface],
        ['success text on success surface', status.success, status.successSurface],
      ])('%s meets WCAG AA (4.5:1)', (_label, foreground, background) => {
        expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
      });
      it('focus ring stands out from the page (3:1)', () => {
        expect(contrastRatio(focus.ring, surface.page)).toBeGreaterThanOrEqual(3);
      });
    });
  }
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1456d8', '#1456d8')).toBe(1);
  });
  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow(/Not a #rrggbb colour/);
  });
});
