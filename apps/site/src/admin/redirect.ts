/**
 * Where the login leads: the same-origin page that asked for it, or `fallback` (the admin's dashboard) when none
 * did or the path is foreign or the login itself.
 */
export function safeReturnPath(candidate: unknown, origin: string, fallback = '/admin'): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//'))
    return fallback;
  if (candidate.includes('\\')) return fallback;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return /^\/login(?:[/?#]|$)|^\/(?:en|ko)\/login(?:[/?#]|$)/.test(path) ? fallback : path;
  } catch {
    return fallback;
  }
}

/** What a protected page hands to /login in the history state. */
export interface LoginState {
  from?: string;
}
