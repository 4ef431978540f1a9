import {
  isLanguage,
  type Language,
  languageFromQuery,
  parseLanguagePath,
  withLanguage,
} from '@company/content';

/** Local-storage key of the visitor's language choice (spec section 9). */
export const LANGUAGE_STORAGE_KEY = 'language-storage';

/** Reads the stored choice; accepts the persisted-state shape `{"state":{"language":"en"}}` or a bare value. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language | undefined {
  const raw = safely(() => storage?.getItem(LANGUAGE_STORAGE_KEY));
  if (!raw) return undefined;
  if (isLanguage(raw)) return raw;
  const parsed = safely(() => JSON.parse(raw) as { state?: { language?: unknown } });
  const value = parsed?.state?.language;
  return isLanguage(value) ? value : undefined;
}

/**
 * Cookie of the visitor's language choice: the server reads it (before `Accept-Language`) to answer an
 * unprefixed URL with a redirect to its `/en` twin when English was chosen.
 */
export const LANGUAGE_COOKIE = 'site-language';

/** The `document.cookie` assignment that remembers a choice for a year, site-wide. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  safely(() => storage?.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ state: { language }, version: 0 })));
}

/** Remembers a choice where the browser (local storage) and the server (the cookie) both find it. */
export function rememberLanguage(language: Language): void {
  storeLanguage(window.localStorage, language);
  safely(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie, built by languageCookie; the Cookie Store API is not in every browser the site supports.
    document.cookie = languageCookie(language);
  });
}

/**
 * A choice kept elsewhere: the language cookie, then what i18next's own detector would have stored before
 * (cookie `i18next`, then i18nextLng in local and session storage).
 */
function legacyChoice(cookie: string, local?: Pick<Storage, 'getItem'>, session?: Pick<Storage, 'getItem'>) {
  const cookieValue = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(cookie)?.[1];
  const candidates = [
    cookieValue(LANGUAGE_COOKIE),
    cookieValue('i18next'),
    safely(() => local?.getItem('i18nextLng')),
    safely(() => session?.getItem('i18nextLng')),
  ];
  return candidates.find(isLanguage);
}

export interface LanguageSources {
  pathname: string;
  search: string;
  cookie?: string;
  localStorage?: Pick<Storage, 'getItem'>;
  sessionStorage?: Pick<Storage, 'getItem'>;
}

/**
 * The language a URL shows. A first path segment `en`/`ko` decides; otherwise `?lng=en|ko`; otherwise the
 * visitor's stored choice (language-storage, then i18next's cookie and storage keys); otherwise Korean.
 * Values other than en and ko are ignored. The browser's own language does not turn an unprefixed URL into
 * English: the unprefixed URL is the Korean page (what a server or a search engine sees too).
 */
export function resolveLanguage(sources: LanguageSources): { language: Language; fromUrl: boolean } {
  const fromPath = parseLanguagePath(sources.pathname).language;
  if (fromPath) return { language: fromPath, fromUrl: true };
  const fromQuery = languageFromQuery(sources.search);
  if (fromQuery) return { language: fromQuery, fromUrl: true };
  const stored =
    readStoredLanguage(sources.localStorage) ??
    legacyChoice(sources.cookie ?? '', sources.localStorage, sources.sessionStorage);
  return { language: stored ?? 'ko', fromUrl: false };
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The first of the browser's preferred languages that the site has, if any (`en-US` counts as en). */
export function preferredBrowserLanguage(preferences: readonly string[]): Language | undefined {
  for (const preference of preferences) {
    const base = preference.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

export interface FirstLocation {
  language: Language;
  /** Where the browser should be instead (same document, history replaced), when the URL must name the language. */
  replaceWith?: string;
}

/**
 * Where a visit starts. The URL decides what the server renders (`/…` Korean, `/en/…` English), so an
 * English choice made by `?lng=en` or remembered from before moves an unprefixed URL to its `/en` twin; the
 * browser's own languages only choose where `/` sends a first-time visitor with no stored choice.
 */
export function firstLocation(
  sources: LanguageSources & { browserLanguages?: readonly string[] },
): FirstLocation {
  const { language, fromUrl } = resolveLanguage(sources);
  const prefixed = parseLanguagePath(sources.pathname).language !== undefined;
  if (prefixed) return { language };
  const params = new URLSearchParams(sources.search);
  params.delete('lng');
  const rest = params.size > 0 ? `?${params.toString()}` : '';
  const remembered = fromUrl || hasStoredChoice(sources);
  const chosen =
    remembered || sources.pathname !== '/'
      ? language
      : (preferredBrowserLanguage(sources.browserLanguages ?? []) ?? language);
  if (chosen === 'en')
    return { language: 'en', replaceWith: `${withLanguage(sources.pathname, 'en')}${rest}` };
  return { language: chosen };
}

function hasStoredChoice(sources: LanguageSources): boolean {
  return (
    readStoredLanguage(sources.localStorage) !== undefined ||
    legacyChoice(sources.cookie ?? '', sources.localStorage, sources.sessionStorage) !== undefined
  );
}
