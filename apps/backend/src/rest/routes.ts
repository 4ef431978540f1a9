import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TokenService } from '../auth/jwt';
import { clientAddress, type TrustProxy } from '../auth/trust-proxy';
import { JsonTooDeepError, parseBoundedJson } from '../bounded-json';
import { closingConnection } from '../close-connection';
import type { Database } from '../db/database';
import type { SchemaCache } from '../db/schema-cache';
import { requestClaims } from '../request-auth';
import { DATABASE_LIMIT_RETRY_SECONDS, PostgrestError } from './errors';
import { handleRest, type RestRequest } from './handler';
import { answerRpc } from './rpc';
import { isAnonymousSearch, isRenderer, type SearchGuard, searchCacheKey } from './search-guard';

export const REST_BODY_LIMIT = 2 * 1024 * 1024;

export interface RestServices {
  db: Database;
  schema: () => SchemaCache;
  tokens: TokenService;
  /** Which proxies may name the client (the per-address rules in SQL); none when absent. */
  trustProxy?: TrustProxy;
  /** Serve regular-expression filters (`REST_ALLOW_REGEX=1`, PostgreSQL only). */
  allowRegex?: boolean;
  /** The most rows one read or set-returning call answers (`REST_MAX_ROWS`); 1,000 when absent. */
  maxRows?: number;
  /** Limits anonymous search per client and keeps its answers a short while; none when absent. */
  search?: SearchGuard;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function errorResponse(error: PostgrestError, retryAfterSeconds?: number): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  if (error.status === 429)
    headers['Retry-After'] = String(retryAfterSeconds ?? DATABASE_LIMIT_RETRY_SECONDS);
  return new Response(JSON.stringify(error.body()), { status: error.status, headers });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
const isMethod = (method: string): method is Method => (METHODS as readonly string[]).includes(method);

/**
 * `/rest/v1`: the PostgREST subset supabase-js uses, over the `public` schema. `onChange` hears of every
 * committed write that changed rows (a write that row-level security reduced to nothing changes none).
 */
export function restRoutes(services: RestServices, onChange?: (table: string) => void): Hono {
  const app = new Hono();
  const addressOf = (c: Context) =>
    clientAddress(services.trustProxy ?? { kind: 'none' }, socketAddress(c), c.req.header('x-forwarded-for'));
  app.use(
    bodyLimit({
      maxSize: REST_BODY_LIMIT,
      onError: (c) =>
        closingConnection(
          c,
          errorResponse(
            new PostgrestError(413, 'PGRST413', 'Payload too large', `The limit is ${REST_BODY_LIMIT} bytes`),
          ),
        ),
    }),
  );

  app.post('/rpc/:name', async (c) => {
    const verified = await requestClaims(c, services.tokens);
    if (!verified.ok) {
      return errorResponse(
        new PostgrestError(401, verified.reason === 'expired' ? 'PGRST303' : 'PGRST301', verified.message),
      );
    }
    const profile = c.req.header('content-profile');
    if (profile !== undefined && profile !== 'public') {
      return errorResponse(
        new PostgrestError(
          406,
          'PGRST106',
          `Invalid schema: ${profile}`,
          null,
          'Only the following schemas are exposed: public',
        ),
      );
    }
    const name = c.req.param('name');
    const search = isAnonymousSearch(name, verified.claims) ? services.search : undefined;
    if (search && !isRenderer(verified.claims)) {
      const decision = search.admit(addressOf(c));
      if (!decision.allowed) {
        return errorResponse(
          new PostgrestError(
            429,
            'PT429',
            `Too many searches from this address; try again in ${decision.retryAfterSeconds} seconds.`,
            'rate_limited',
          ),
          decision.retryAfterSeconds,
        );
      }
    }
    try {
      const text = await c.req.text();
      const args = text.trim() === '' ? {} : parseBoundedJson(text);
      const cacheKey =
        search && typeof args === 'object' && args !== null && !Array.isArray(args)
          ? searchCacheKey(args as Record<string, unknown>)
          : undefined;
      const cached = cacheKey === undefined ? undefined : search?.cached(cacheKey);
      if (cached !== undefined) {
        return new Response(cached, {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Cache': 'HIT' },
        });
      }
      const readAt = search?.version;
      const answer = await answerRpc({
        db: services.db,
        name,
        claims: verified.claims,
        args,
        maxRows: services.maxRows,
      });
      // A function that wrote a published item renews the pages showing content.
      if (answer.changed) onChange?.(`rpc/${name}`);
      const headers: Record<string, string> =
        answer.body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' };
      if (search && cacheKey !== undefined && readAt !== undefined) {
        if (answer.status === 200 && answer.body !== null) search.keep(cacheKey, answer.body, readAt);
        headers['X-Cache'] = 'MISS';
      }
      return new Response(answer.body, { status: answer.status, headers });
    } catch (error) {
      if (error instanceof PostgrestError) return errorResponse(error);
      if (error instanceof SyntaxError || error instanceof JsonTooDeepError) {
        return errorResponse(new PostgrestError(400, 'PGRST102', 'Empty or invalid json', error.message));
      }
      throw error;
    }
  });

  app.all('/rpc/:name', (c) =>
    errorResponse(
      new PostgrestError(
        404,
        'PGRST202',
        `Could not find the function public.${c.req.param('name')} in the schema cache`,
      ),
    ),
  );

  app.all('/:table', async (c) => {
    const method = c.req.method;
    if (!isMethod(method)) {
      return errorResponse(new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`));
    }
    const profile = c.req.header(
      method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
    );
    if (profile !== undefined && profile !== 'public') {
      return errorResponse(
        new PostgrestError(
          406,
          'PGRST106',
          `Invalid schema: ${profile}`,
          null,
          'Only the following schemas are exposed: public',
        ),
      );
    }
    const tableName = c.req.param('table');
    const table = services.schema().table(tableName);
    if (!table) {
      return errorResponse(
        new PostgrestError(
          404,
          'PGRST205',
          `Could not find the table 'public.${tableName}' in the schema cache`,
        ),
      );
    }
    const verified = await requestClaims(c, services.tokens);
    if (!verified.ok) {
      return errorResponse(
        new PostgrestError(401, verified.reason === 'expired' ? 'PGRST303' : 'PGRST301', verified.message),
      );
    }
    const url = new URL(c.req.url);
    const request: RestRequest = {
      db: services.db,
      method,
      table,
      search: url.searchParams,
      claims: verified.claims,
      clientAddress: addressOf(c),
      allowRegex: services.allowRegex,
      maxRows: services.maxRows,
      header: (name) => c.req.header(name),
      body: async () => parseBoundedJson(await c.req.text()),
    };
    return handleRest(request, onChange);
  });

  app.all('*', (c) =>
    errorResponse(
      new PostgrestError(
        404,
        'PGRST125',
        `Invalid path specified in request URL: ${new URL(c.req.url).pathname}`,
      ),
    ),
  );
  return app;
}
