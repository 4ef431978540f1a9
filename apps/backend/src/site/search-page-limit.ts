import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress, type TrustProxy } from '../auth/trust-proxy';
import type { SearchGuard } from '../rest/search-guard';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * A results page (`/search?q=…`) counts as one of its visitor's searches: the page renderer's own read of
 * the results is not counted again (it reads with the renderer's key). Over the limit, a short 429 page.
 */
export function searchPageLimit(search: SearchGuard, trustProxy: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.query('q') ?? '').trim() === '') return next();
    const address = clientAddress(trustProxy, socketAddress(c), c.req.header('x-forwarded-for'));
    const decision = search.admit(address);
    if (decision.allowed) return next();
    c.header('Retry-After', String(decision.retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    return c.text(`Too many searches; please try again in ${decision.retryAfterSeconds} seconds.`, 429);
  };
}
