/** Paths of the newsroom and announcement pages (unprefixed; links add the language prefix). */
export const newsListPath = '/newsroom/News';
export const videoListPath = '/newsroom/Youtube';
export const announcementListPath = '/ir/Announcement';
export const shareholdersPath = '/ir/Shareholders';

export const newsDetailPath = (id: number) => `${newsListPath}/${id}`;
export const videoDetailPath = (id: number) => `${videoListPath}/${id}`;
export const announcementDetailPath = (id: number) => `${announcementListPath}/${id}`;

/**
 * The numeric id of a detail route's `:id` segment, or null when it is not a positive whole number
 * (such a page shows its no-data text without asking the backend).
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
