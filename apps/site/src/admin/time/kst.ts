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

/** A timestamp in Korean time with its zone: `2026-11-26 20:44 KST`. */
export function kstMoment(timestamp: string): string {
  return `${kstMinute(timestamp)} ${SITE_ZONE_LABEL}`;
}
