/** easeOutCubic: fast at first, settling gently on the final value. */
export function easeOutCubic(progress: number): number {
  const p = Math.min(Math.max(progress, 0), 1);
  return 1 - (1 - p) ** 3;
}

/**
 * The value shown `elapsedMs` into a count from 0 to `target` lasting `durationMs`. Truncated, not
 * rounded, so the final value appears exactly when the duration ends.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number, decimals = 0): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const factor = 10 ** decimals;
  return Math.trunc(target * easeOutCubic(elapsedMs / durationMs) * factor) / factor;
}
