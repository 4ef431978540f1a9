export const API_VERSION = '2024-01-01';

/** An error in GoTrue's 2024-01-01 shape, with the version header the client needs to read `code`. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return new Response(JSON.stringify({ code, message, ...extra }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Supabase-Api-Version': API_VERSION,
      'x-sb-error-code': code,
    },
  });
}

/** GoTrue's 429, with how many seconds to wait before trying again. */
export function rateLimited(retryAfterSeconds: number): Response {
  const response = authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return response;
}
