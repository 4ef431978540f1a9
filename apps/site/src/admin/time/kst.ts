/** The site's zone: every time staff read or enter is Korean time, whatever the browser's zone. */
export const SITE_TIME_ZONE = 'Asia/Seoul';
export const SITE_ZONE_LABEL = 'KST';

const minuteFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A timestamp in Korean time, to the minute: `2026-11-26 20:44`. */
export function kstMinute(timestamp: string): string {
  const parts = minuteFormat.formatToParts(new Date(timestamp));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The day of a timestamp in Korea: `2026-12-02` for 05:39 KST on 2 December (still the 1st in UTC). */
export function kstDate(timestamp: string): string {
  return kstMinute(timestamp).slice(0, 10);
}

/** Today in Korea, for file names: `inquiries-2026-12-02.csv`. */
export function kstToday(now: Date = new Date()): string {
  return kstDate(now.toISOString());
}

/** A timestamp in Korean time with its zone: `2026-11-26 20:44 KST`. */
export function kstMoment(timestamp: string): string {
  return `${kstMinute(timestamp)} ${SITE_ZONE_LABEL}`;
}

/** Korea keeps one offset all year (no daylight saving time). */
const KST_OFFSET = '+09:00';

/** An instant as a `datetime-local` value in Korean time ('YYYY-MM-DDTHH:mm'); '' for none or nonsense. */
export function kstInputOf(timestamp: string | null | undefined): string {
  if (!timestamp || Number.isNaN(Date.parse(timestamp))) return '';
  return kstMinute(timestamp).replace(' ', 'T');
}

/** A `datetime-local` value read as Korean time, as an ISO instant (UTC); null when empty or not a moment. */
export function isoOfKstInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const time = Date.parse(`${value}:00${KST_OFFSET}`);
  if (Number.isNaN(time)) return null;
  // Reject dates the parser rolls over (2026-02-30 is not a day).
  const back = kstInputOf(new Date(time).toISOString());
  const wanted = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return back === wanted ? new Date(time).toISOString() : null;
}
