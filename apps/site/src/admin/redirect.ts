/** Where the login returns to: a same-origin path, or `/` when the origin is missing or foreign. */
export function safeReturnPath(candidate: unknown, origin: string): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) return '/';
  if (candidate.includes('\\')) return '/';
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return /^\/login(?:[/?#]|$)|^\/(?:en|ko)\/login(?:[/?#]|$)/.test(path) ? '/' : path;
  } catch {
    return '/';
  }
}

/** What a protected page hands to /login in the history state. */
export interface LoginState {
  from?: string;
}
