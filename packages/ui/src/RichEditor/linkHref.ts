/** The only link protocols the editor keeps (the spec's list). */
export const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'sms'] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Whether an href uses an allowed protocol. Relative and scheme-less hrefs are refused too. */
export function isAllowedLinkHref(href: string): boolean {
  const scheme = SCHEME.exec(href.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/**
 * Turns what an editor typed into an href, or null when it is refused. A bare address such as
 * `example.com` becomes `https://example.com`; `javascript:`, `data:` and other schemes are refused.
 */
export function normalizeLinkHref(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  // "host:port" looks like a scheme to the pattern; only a known-looking scheme counts as one.
  const candidate =
    SCHEME.test(trimmed) && !/^[^:]+\.[^:]+:\d/.test(trimmed) ? trimmed : `https://${trimmed}`;
  return isAllowedLinkHref(candidate) ? candidate : null;
}
