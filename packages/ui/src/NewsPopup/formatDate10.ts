/** The date part of a timestamp as the site shows it: the first 10 characters (YYYY-MM-DD). */
export function formatDate10(createdAt: string): string {
  return createdAt.slice(0, 10);
}
