/** Escapes text for XML element content and double- or single-quoted attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
      // Characters XML 1.0 does not allow at all (control characters other than tab, newline, return).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

/** A date as W3C date-time (ISO 8601, UTC), or undefined when it does not parse. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
