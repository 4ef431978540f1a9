import { parseAccept } from 'hono/utils/accept';

/** The cookie the site's language switcher sets (`site-language=en|ko`). */
export const LANGUAGE_COOKIE = 'site-language';

/** What an answer for an unprefixed page depends on, for caches between the server and the browser. */
export const LANGUAGE_VARY = 'Cookie, Accept-Language';

type Language = 'ko' | 'en';

/** True for paths under a language prefix (`/en`, `/en/…`, `/ko`, `/ko/…`): they name their language. */
export const hasLanguagePrefix = (path: string): boolean => /^\/(?:en|ko)(?:\/|$)/.test(path);

function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1]?.trim();
  return value === 'en' || value === 'ko' ? value : undefined;
}

/** The first of the site's languages in `Accept-Language` by preference (`en-US` counts as en). */
function acceptedLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = parseAccept(acceptLanguage)
    .filter((accept) => accept.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { type } of ranked) {
    const base = type.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'ko') return base;
  }
  return undefined;
}

/**
 * The language an unprefixed URL should be shown in: the visitor's stored choice (the cookie), then the
 * browser's `Accept-Language`, then Korean (crawlers that state no preference get the Korean page).
 */
export function visitorLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return cookieLanguage(cookieHeader) ?? acceptedLanguage(acceptLanguage) ?? 'ko';
}

/** The `/en` twin of an unprefixed path, with its query string. */
export function englishTwin(path: string, search: string): string {
  return `${path === '/' ? '/en' : `/en${path}`}${search}`;
}
