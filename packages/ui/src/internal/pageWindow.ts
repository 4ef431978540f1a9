/**
 * The page numbers to show: a window of at most `size` consecutive pages around `current`,
 * shifted so it never runs past the first or last page.
 */
export function pageWindow(current: number, pageCount: number, size: number): number[] {
  const count = Math.max(0, Math.floor(pageCount));
  const width = Math.max(1, Math.min(Math.floor(size), count));
  if (count === 0) return [];
  const clamped = Math.min(Math.max(1, current), count);
  const start = Math.min(Math.max(1, clamped - Math.floor(width / 2)), count - width + 1);
  return Array.from({ length: width }, (_, offset) => start + offset);
}
