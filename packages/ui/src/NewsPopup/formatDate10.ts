/** The zone dates are read in unless a site says otherwise: the company's, Korea (UTC+9 all year). */
export const DEFAULT_TIME_ZONE = 'Asia/Seoul';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** PostgreSQL's text form (`2024-12-31 23:59:59+09`) as ISO 8601, which every browser parses. */
const isoOf = (value: string): string => value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');

/**
 * The day of a moment as the site shows it, YYYY-MM-DD, in `timeZone` (Korea's unless given): a post published
 * at 05:39 KST on 2 December is dated 2026-12-02 everywhere, whatever the visitor's or the server's zone. A
 * plain date (`2026-03-26`) is that day; text that is no moment is cut to its first 10 characters.
 */
export function formatDate10(value: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  // Only a date with a time of day is a moment; anything else is shown as written (to its 10th character).
  const time = /^\d{4}-\d{2}-\d{2}[T ]\d/.test(value) ? Date.parse(isoOf(value)) : Number.NaN;
  if (Number.isNaN(time)) return value.slice(0, 10);
  return formatIn(timeZone).format(time);
}
