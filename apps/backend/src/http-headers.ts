import type { MiddlewareHandler } from 'hono';

/**
 * Responses that already carry every header the middlewares would add. Touching `response.headers`
 * turns @hono/node-server's light response into a full one, which costs more than the REST handler's
 * own work, so the hot path builds its headers in one go and the middlewares leave it alone.
 */
const completeResponses = new WeakSet<Response>();

export function completeResponse(
  body: string | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const response = new Response(body, { status, headers: { ...fixedHeaders(), ...headers } });
  completeResponses.add(response);
  return response;
}

export const isComplete = (response: Response): boolean => completeResponses.has(response);

let fixed: Record<string, string> = {};
let security: Record<string, string> = {};

/** The headers every API answer gets (security and CORS) and the security headers of every answer, set once. */
export function setFixedHeaders(
  securityHeaders: Record<string, string>,
  corsHeaders: Record<string, string>,
): void {
  security = securityHeaders;
  fixed = { ...securityHeaders, ...corsHeaders };
}

export const fixedHeaders = (): Record<string, string> => fixed;

/** The security headers alone: what the app adds to the answers outside the API (pages, files). */
export const securityHeadersOfEveryAnswer = (): Record<string, string> => security;

/** Runs `middleware` only for requests that send `Accept-Encoding` (so compression can apply). */
export function whenAcceptingEncoding(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (c.req.header('accept-encoding') ? middleware(c, next) : next());
}
