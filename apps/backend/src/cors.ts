import type { MiddlewareHandler } from 'hono';
import { isComplete } from './http-headers';

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
].join(',');

/** What every API answer carries for browsers on other origins (as Supabase's gateway allows any). */
export const CORS_RESPONSE_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range,X-Supabase-Api-Version,x-sb-error-code,Content-Length,ETag',
};

/** Preflight answers, and the CORS headers on API answers that do not already carry them. */
export function apiCors(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        ...CORS_RESPONSE_HEADERS,
        'Access-Control-Allow-Methods': 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '86400',
      });
    }
    await next();
    if (isComplete(c.res)) return;
    for (const [name, value] of Object.entries(CORS_RESPONSE_HEADERS)) c.res.headers.set(name, value);
  };
}
