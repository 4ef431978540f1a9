import type { MiddlewareHandler } from 'hono';
import { isComplete } from './http-headers';

const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const YOUTUBE_THUMBNAILS = ['https://i.ytimg.com', 'https://img.youtube.com'];

/** The Content-Security-Policy of the site: itself, YouTube's embed and thumbnails, and storage. */
export function contentSecurityPolicy(extraOrigins: readonly string[]): string {
  const extra = extraOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${YOUTUBE_THUMBNAILS.join(' ')} ${extra}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extra}`.trim(),
    `frame-src ${YOUTUBE_FRAMES.join(' ')}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaderValues(extraOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(extraOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Security headers on every answer, unless a route set its own (storage downloads do). */
export function securityHeaders(headers: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isComplete(c.res)) return;
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
