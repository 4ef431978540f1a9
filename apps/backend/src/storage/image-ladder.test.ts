import { describe, expect, it } from 'vitest';
import { QUALITY_STEPS, snapQuality, snapToLadder, snapTransform, WIDTH_LADDER } from './image-ladder';
import { MAX_DIMENSION, type TransformOptions } from './transform';

const base: TransformOptions = {
  width: undefined,
  height: undefined,
  resize: 'cover',
  quality: 80,
  format: undefined,
};

describe('the width ladder', () => {
  it('maps every width from 1 to 2500 onto a rung at or above it (the top rung above the top)', () => {
    const seen = new Set<number>();
    for (let width = 1; width <= MAX_DIMENSION; width++) {
      const rung = snapToLadder(width);
      expect(WIDTH_LADDER).toContain(rung);
      if (width <= 1920) expect(rung).toBeGreaterThanOrEqual(width);
      else expect(rung).toBe(1920);
      seen.add(rung);
    }
    expect(seen.size).toBe(WIDTH_LADDER.length);
  });

  it('keeps the widths the site asks for as they are', () => {
    for (const width of [160, 320, 480, 640, 960, 1200, 1280, 1920]) expect(snapToLadder(width)).toBe(width);
    expect(snapToLadder(641)).toBe(960);
    expect(snapToLadder(700)).toBe(960);
  });

  it('snaps quality to the nearest step', () => {
    expect(QUALITY_STEPS).toEqual([50, 65, 80]);
    expect([20, 57, 58, 72, 73, 80, 100].map((quality) => snapQuality(quality))).toEqual([
      50, 50, 65, 65, 80, 80, 80,
    ]);
  });

  it('keeps the shape of a box and snaps a height alone', () => {
    expect(snapTransform({ ...base, width: 480, height: 270 })).toMatchObject({ width: 480, height: 270 });
    expect(snapTransform({ ...base, width: 400, height: 225 })).toMatchObject({ width: 480, height: 270 });
    expect(snapTransform({ ...base, width: 1200, height: 630 })).toMatchObject({ width: 1200, height: 630 });
    expect(snapTransform({ ...base, height: 500 })).toMatchObject({ width: undefined, height: 640 });
    expect(snapTransform(base)).toMatchObject({ width: undefined, height: undefined, quality: 80 });
  });
});
