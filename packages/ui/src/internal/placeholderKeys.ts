/** Stable keys for placeholders, which have no identity but their position. */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, position) => `placeholder-${position + 1}`);
}
