/**
 * The moment a visitor is told a post appeared: its publication moment (set when it went live, by scheduling,
 * or by an admin for an imported press release), or its creation before a first publication. Pages, lists, the
 * news popup, the feeds, JSON-LD and the sitemap all date a post by it, shown as its day in Korea.
 */
export function postMoment(row: { published_at?: string | null; created_at: string }): string {
  return row.published_at ?? row.created_at;
}
