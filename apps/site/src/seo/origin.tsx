import { createContext, type ReactNode, useContext } from 'react';

const SiteOriginContext = createContext<string | undefined>(undefined);

/** `https://example.com` from `https://example.com/`: origins are joined with paths that start with `/`. */
export function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The site's absolute origin for canonical URLs, og:url and feeds; the server always provides it. */
export function SiteOriginProvider({ origin, children }: { origin: string; children?: ReactNode }) {
  return <SiteOriginContext value={trimOrigin(origin)}>{children}</SiteOriginContext>;
}

/**
 * The absolute origin of the site. Without a provider (the browser-only app) it is the page's own origin;
 * `window` is read only then, so a server render (which always has the provider) never touches it.
 */
export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  if (origin !== undefined) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
