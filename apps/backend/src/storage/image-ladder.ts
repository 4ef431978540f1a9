import type { TransformOptions } from './transform';

/**
 * The widths variants are made in: every width the site's `srcset`s ask for (apps/site/src/images/
 * storageImages.ts: 160–1920, and 1200 for the share image). A requested width is made at the next rung
 * up, so any number of requested widths share a handful of variants.
 */
export const WIDTH_LADDER: readonly number[] = [160, 320, 480, 640, 960, 1200, 1280, 1920];
/** The qualities variants are made at (the top one the default, 80); a requested quality takes the nearest. */
export const QUALITY_STEPS: readonly number[] = [50, 65, 80];

/** The rung at or above `size`, or the top rung for anything above it. */
export function snapToLadder(size: number, ladder: readonly number[] = WIDTH_LADDER): number {
  for (const rung of ladder) if (rung >= size) return rung;
  return ladder[ladder.length - 1] ?? size;
}

export function snapQuality(quality: number, steps: readonly number[] = QUALITY_STEPS): number {
  let best = steps[0] ?? quality;
  for (const step of steps) if (Math.abs(step - quality) <= Math.abs(best - quality)) best = step;
  return best;
}

/**
 * The parameters a variant is made (and kept) with. Width alone or height alone snaps to the ladder; both
 * snap the width and keep the box's shape (16:9 at 480 stays 480 × 270). The image is never enlarged past
 * its own size when rendered, whatever the rung.
 */
export function snapTransform(options: TransformOptions): TransformOptions {
  const { width, height } = options;
  const quality = snapQuality(options.quality);
  if (width === undefined) {
    return { ...options, height: height === undefined ? undefined : snapToLadder(height), quality };
  }
  const snapped = snapToLadder(width);
  if (height === undefined) return { ...options, width: snapped, quality };
  return { ...options, width: snapped, height: Math.max(1, Math.round((height * snapped) / width)), quality };
}
